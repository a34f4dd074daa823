import type { TelegramSendAnswer, YadiskSendAnswer } from '@gramota/contracts';
import type { DeliveryPorts, WatchedPopup } from '../delivery-ports';

/**
 * Delivery ports for tests (jest): every call succeeds at once, the messenger is not connected,
 * the disk is, and the popup is blocked. Tests override a port's answer with mockImplementation.
 * Used by the delivery flow's tests and by the editor's creator flow tests, whose ports extend these.
 */
export function fakeDeliveryPorts() {
  return {
    sendMail: jest.fn(async (_file: string) => ({
      result: 'success' as const,
      email: 'teacher@school.example',
    })),
    setEmail: jest.fn(async (_email: string) => undefined),
    storageAdd: jest.fn(async (_files: readonly string[]) => ({
      result: 'success' as const,
      added: ['5'],
    })),
    printOrderAdd: jest.fn(async (_files: readonly string[]) => ({
      result: 'success' as const,
      count: 1,
      location: '/app/pay/print/',
    })),
    telegramSend: jest.fn(async (_files: readonly string[]): Promise<TelegramSendAnswer> => ({
      result: 'success',
      status: 'send',
      code: '',
      link: '',
    })),
    telegramConnected: jest.fn(async (): Promise<boolean> => false),
    yadiskSend: jest.fn(async (_files: readonly string[]): Promise<YadiskSendAnswer> => ({
      result: 'success',
      status: 'send',
    })),
    yadiskConnected: jest.fn(async (): Promise<boolean> => true),
    openPopup: jest.fn((_url: string): WatchedPopup | null => null),
  } satisfies Omit<DeliveryPorts, 'context'>;
}
