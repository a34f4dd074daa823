import { PRINT_DELIVERY_LIMITS, type PrintDelivery } from '@gramota/contracts';
import type { Fields } from '../../http/request-fields';
import { printError } from './print-errors';

const REQUIRED = ['name', 'phone', 'city', 'address'] as const;

function text(fields: Fields, name: keyof PrintDelivery, maxLength: number): string {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.includes('\u0000'))
    throw printError(400, 'print_delivery_invalid', name);
  // Inner runs of spaces and line breaks collapse except in the comment, which may have lines.
  const trimmed = name === 'comment' ? value.trim() : value.replace(/\s+/g, ' ').trim();
  if (trimmed.length > maxLength) throw printError(400, 'print_delivery_invalid', name);
  return trimmed;
}

/**
 * The order form's delivery details, checked: name, phone, city and address required; the phone
 * kept as its digits (10 to 15, so '+7 (900) 123-45-67' and '89001234567' both pass). A refusal
 * names the field at fault.
 */
export function parseDelivery(fields: Fields): PrintDelivery {
  const limits = PRINT_DELIVERY_LIMITS;
  const delivery: PrintDelivery = {
    name: text(fields, 'name', limits.name),
    phone: text(fields, 'phone', 40).replace(/\D/g, ''),
    city: text(fields, 'city', limits.city),
    address: text(fields, 'address', limits.address),
    postcode: text(fields, 'postcode', limits.postcode),
    comment: text(fields, 'comment', limits.comment),
  };
  for (const name of REQUIRED)
    if (delivery[name] === '') throw printError(400, 'print_delivery_invalid', name);
  if (
    delivery.phone.length < limits.phoneDigitsMin ||
    delivery.phone.length > limits.phoneDigitsMax
  )
    throw printError(400, 'print_delivery_invalid', 'phone');
  return delivery;
}
