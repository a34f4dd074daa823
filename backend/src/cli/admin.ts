import 'reflect-metadata';
import fs from 'node:fs';
import {
  formatMoney,
  isLanguage,
  LANGUAGES,
  LICENCE_KINDS,
  type Language,
} from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig, type Config } from '../config';
import { CodedError } from '../errors';
import { createDataSource } from '../db/data-source';
import { AccessService } from '../modules/access';
import { AlertInputError, AlertsService, type Alert } from '../modules/alerts';
import { mergeSettingsText, User, UsersService } from '../modules/auth';
import {
  isCalendarDate,
  isLicenceKind,
  LicenceInputError,
  LicencesService,
} from '../modules/licences';
import { MassMail } from '../modules/mass-mail';
import { OAuthIdentity } from '../modules/oauth';
import { Payment, PaymentApplier, PRICE_TABLES } from '../modules/payments';
import {
  PrintOperatorService,
  PrintOrderService,
  type PrintPayments,
} from '../modules/print-order';
import {
  builtInPrintPresent,
  paragraphsOf,
  PrintPresentInputError,
  PrintPresentStore,
  PRINT_PRESENT_FILE,
} from '../modules/print-present';
import { createLogger } from '../logger';
import { systemClock } from '../shared/clock';
import {
  createFileStore,
  FILE_STORE_PREFIXES,
  LocalFileStore,
  migrateFiles,
  S3FileStore,
  type FileStore,
} from '../shared/file-store';

export const USAGE = `Usage: npm run admin -- <command>

  licence grant --user <email|id> --kind <${LICENCE_KINDS.join('|')}> --until YYYY-MM-DD
                [--from YYYY-MM-DD] [--template lng:id:index]
  licence revoke --id <licence id>
  licence list --user <email|id>
  dev on|off --user <email|id>
  user show --user <email|id>
  alert publish --title <text> --text <text> --priority <1|2|3> [--user <email|id>]
                [--until YYYY-MM-DD]
  alert list
  alert remove --id <alert id>
  print-present on --user <email|id>
  print-present text --lng <${LANGUAGES.join('|')}> [--title <text>] [--text <text>]
                     [--action <text>]
  print-present show [--lng <language>]
  print-present reset [--lng <language>]
  print-order list
  print-order status <order id> <printing|sent|done|cancel>
  payment list [--user <email|id>]
  mail list [--user <email|id>] [--group <run id>]
  payment paid <data_id>
  files migrate

Dates are UTC calendar days, both included. --from defaults to today.
payment paid: the bank transfer of a record (operator bank) has arrived: it is applied once, like
a provider's notification (the licence, the team, a print order's payment).
print-order status moves a paid order on: paid → printing → sent → done, or cancel.
mail list: the latest 200 drive mass-mail messages (newest first): sent, refused (and why: the
daily caps MAIL_PER_ACCOUNT_DAY / MAIL_PER_INSTALLATION_DAY, unsubscribed, unverified) or failed.
print-present on: the teacher sees the printed-copies offer 3 s into her next page (once).
print-present text: what that offer says in one language (--text: one paragraph a line; the
parts left out stay as they are), at once and without a release; show prints it, reset goes
back to the built-in words (one language, or all). Kept as print-present.json in the file store
(DATA_DIR, or the bucket S3_* names).
files migrate: copies DATA_DIR's files (public/, private/, thumbs/, doc-images/, bank-papers/,
print-present.json) into the bucket S3_* names, reads each back and compares it; files already there are skipped, so
it can be run again after a break. DATA_DIR is left as it was.
An alert without --user is for everyone; priority 2 turns 1 once seen, 3 cannot be hidden.
Uses the same database as the server (DATA_DIR / DATABASE_URL).`;

/** A mistake in the command line: the message and the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A command that could not be done (no such user, licence...): exit code 1. */
export class CommandError extends Error {
  override name = 'CommandError';
}

export interface AdminIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

const OPTIONS = new Set([
  'user',
  'kind',
  'until',
  'from',
  'template',
  'id',
  'title',
  'text',
  'priority',
  'group',
  'lng',
  'action',
]);

interface ParsedArgs {
  words: string[];
  options: Map<string, string>;
}

export function parseArgs(argv: string[]): ParsedArgs {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (!OPTIONS.has(name)) throw new UsageError(`Unknown option --${name}`);
    const value = inline ?? argv[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new UsageError(`--${name} needs a value`);
    if (inline === undefined) index += 1;
    if (options.has(name)) throw new UsageError(`--${name} given twice`);
    options.set(name, value);
  }
  return { words, options };
}

function required(options: Map<string, string>, name: string): string {
  const value = options.get(name)?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function onlyOptions(options: Map<string, string>, allowed: string[]): void {
  for (const name of options.keys())
    if (!allowed.includes(name)) throw new UsageError(`--${name} does not apply here`);
}

function optionalLanguage(options: Map<string, string>): Language | undefined {
  const value = options.get('lng')?.trim();
  if (value === undefined) return undefined;
  if (!isLanguage(value)) throw new UsageError(`--lng must be one of ${LANGUAGES.join(', ')}`);
  return value;
}

function describeUser(user: User): string {
  return user.email ? `${user.email} (${user.id})` : `${user.id} (no e-mail)`;
}

class AdminCommands {
  private readonly users: UsersService;
  private readonly licences: LicencesService;
  private readonly alerts: AlertsService;

  private readonly printPresentTexts: PrintPresentStore;

  constructor(
    private readonly dataSource: DataSource,
    private readonly io: AdminIo,
    fileStore: FileStore,
  ) {
    this.printPresentTexts = new PrintPresentStore(fileStore);
    this.users = new UsersService(dataSource);
    this.licences = new LicencesService(dataSource, systemClock);
    this.alerts = new AlertsService(dataSource, systemClock);
  }

  private async user(options: Map<string, string>): Promise<User> {
    const ref = required(options, 'user');
    const user = await this.users.findByEmailOrId(ref);
    if (!user) throw new CommandError(`No user with the e-mail or id ${ref}`);
    return user;
  }

  async run({ words, options }: ParsedArgs): Promise<void> {
    const [command, action, ...rest] = words;
    if (command === 'print-order' && action === 'status') {
      onlyOptions(options, []);
      if (rest.length !== 2) throw new UsageError('print-order status needs <order id> <status>');
      return this.printOrderStatus(rest[0]!, rest[1]!);
    }
    if (command === 'payment' && action === 'paid') {
      onlyOptions(options, []);
      if (rest.length !== 1) throw new UsageError('payment paid needs <data_id>');
      return this.paymentPaid(rest[0]!);
    }
    if (rest.length > 0) throw new UsageError(`Unexpected argument ${rest[0]}`);
    const key = `${command ?? ''} ${action ?? ''}`.trim();
    switch (key) {
      case 'licence grant':
        onlyOptions(options, ['user', 'kind', 'until', 'from', 'template']);
        return this.grant(options);
      case 'licence revoke':
        onlyOptions(options, ['id']);
        return this.revoke(required(options, 'id'));
      case 'licence list':
        onlyOptions(options, ['user']);
        return this.list(await this.user(options));
      case 'dev on':
      case 'dev off':
        onlyOptions(options, ['user']);
        return this.dev(await this.user(options), action === 'on');
      case 'user show':
        onlyOptions(options, ['user']);
        return this.show(await this.user(options));
      case 'alert publish':
        onlyOptions(options, ['title', 'text', 'priority', 'user', 'until']);
        return this.publishAlert(options);
      case 'alert list':
        onlyOptions(options, []);
        return this.listAlerts();
      case 'alert remove':
        onlyOptions(options, ['id']);
        return this.removeAlert(required(options, 'id'));
      case 'print-order list':
        onlyOptions(options, []);
        return this.printOrders();
      case 'payment list':
        onlyOptions(options, ['user']);
        return this.payments(options.has('user') ? await this.user(options) : null);
      case 'mail list':
        onlyOptions(options, ['user', 'group']);
        return this.massMails(
          options.has('user') ? await this.user(options) : null,
          options.get('group'),
        );
      case 'print-present on':
        onlyOptions(options, ['user']);
        return this.printPresent(await this.user(options));
      case 'print-present text':
        onlyOptions(options, ['lng', 'title', 'text', 'action']);
        return this.printPresentText(options);
      case 'print-present show':
        onlyOptions(options, ['lng']);
        return this.printPresentShow(optionalLanguage(options));
      case 'print-present reset':
        onlyOptions(options, ['lng']);
        return this.printPresentReset(optionalLanguage(options));
      default:
        throw new UsageError(key ? `Unknown command: ${key}` : 'No command given');
    }
  }

  private async grant(options: Map<string, string>): Promise<void> {
    const kind = required(options, 'kind');
    if (!isLicenceKind(kind))
      throw new UsageError(`--kind must be one of ${LICENCE_KINDS.join(', ')}`);
    const user = await this.user(options);
    let licence;
    try {
      licence = await this.licences.grant(user.id, {
        kind,
        templateId: options.get('template') ?? null,
        from: options.get('from'),
        until: required(options, 'until'),
      });
    } catch (error) {
      if (error instanceof LicenceInputError) throw new UsageError(error.message);
      throw error;
    }
    const template = licence.templateId ? ` ${licence.templateId}` : '';
    this.io.out(
      `Granted licence ${licence.id}: ${licence.kind}${template} for ${describeUser(user)}, ` +
        `${licence.dateStart} to ${licence.dateEnd}.`,
    );
  }

  private async revoke(id: string): Promise<void> {
    const licence = await this.licences.findById(id);
    if (!licence) throw new CommandError(`No licence with the id ${id}`);
    await this.licences.revoke(id);
    this.io.out(
      `Revoked licence ${id} (${licence.kind}, ${licence.dateStart} to ${licence.dateEnd}).`,
    );
  }

  private async list(user: User): Promise<void> {
    const licences = await this.licences.list(user.id);
    this.io.out(`Licences of ${describeUser(user)}: ${licences.length}`);
    for (const licence of licences) {
      this.io.out(
        [
          licence.id,
          licence.kind.padEnd(13),
          (licence.template_id ?? '-').padEnd(12),
          `${licence.date_start} to ${licence.date_end}`,
          licence.active ? 'active' : 'inactive',
        ].join('  '),
      );
    }
  }

  private async publishAlert(options: Map<string, string>): Promise<void> {
    const title = required(options, 'title');
    const text = required(options, 'text');
    const priority = required(options, 'priority');
    const until = options.get('until');
    if (until !== undefined && !isCalendarDate(until))
      throw new UsageError('--until must be a date YYYY-MM-DD');
    const user = options.has('user') ? await this.user(options) : null;
    let alert: Alert;
    try {
      alert = await this.alerts.publish({
        title,
        text,
        priority,
        userId: user?.id ?? null,
        // Shown through the whole of that UTC day.
        endTime: until ? Date.parse(`${until}T00:00:00Z`) + 24 * 60 * 60 * 1000 : null,
      });
    } catch (error) {
      if (error instanceof AlertInputError) throw new UsageError(error.message);
      throw error;
    }
    this.io.out(
      `Published alert ${alert.id} (priority ${alert.priority}) for ` +
        `${user ? describeUser(user) : 'everyone'}${until ? `, until ${until}` : ''}.`,
    );
  }

  private async listAlerts(): Promise<void> {
    const alerts = await this.alerts.all();
    this.io.out(`Alerts: ${alerts.length}`);
    for (const alert of alerts) {
      this.io.out(
        [
          String(alert.id).padEnd(6),
          `priority ${alert.priority}`,
          (alert.userId ?? 'everyone').padEnd(36),
          alert.endTime ? `until ${new Date(alert.endTime - 1).toISOString().slice(0, 10)}` : '-',
          alert.title,
        ].join('  '),
      );
    }
  }

  private async removeAlert(id: string): Promise<void> {
    const alert = /^[1-9][0-9]{0,9}$/.test(id) ? await this.alerts.findById(Number(id)) : null;
    if (!alert) throw new CommandError(`No alert with the id ${id}`);
    await this.alerts.remove(alert.id);
    this.io.out(`Removed alert ${id} (${alert.title}).`);
  }

  private async dev(user: User, on: boolean): Promise<void> {
    await this.users.update(user.id, { dev: on ? 'dev' : '' });
    this.io.out(
      on
        ? `${describeUser(user)} is now a developer account (dev='dev').`
        : `${describeUser(user)} is no longer a developer account.`,
    );
  }

  private async printOrders(): Promise<void> {
    const orders = await new PrintOperatorService(this.dataSource, systemClock).list();
    this.io.out(`Print orders: ${orders.length}`);
    for (const order of orders) {
      const copies = order.files.reduce((sum, file) => sum + file.copies, 0);
      this.io.out(
        [
          String(order.id).padEnd(6),
          order.status.padEnd(9),
          `${order.sum} ${order.currency}`.padEnd(12),
          `${order.files.length} files, ${copies} copies`,
          order.user_email || order.user_id,
          `${order.delivery.name}, +${order.delivery.phone}, ${order.delivery.city}`,
        ].join('  '),
      );
    }
  }

  private async payments(user: User | null): Promise<void> {
    const records = await this.dataSource.getRepository(Payment).find({
      where: user ? { userId: user.id } : {},
      relations: { user: true },
      order: { createdAt: 'DESC' },
      take: 200,
    });
    this.io.out(`Payments: ${records.length}`);
    for (const record of records)
      this.io.out(
        [
          record.dataId,
          record.status.padEnd(9),
          (record.operator || '-').padEnd(6),
          `${formatMoney(record.sumMinor)} ${record.currency}`.padEnd(14),
          record.product.padEnd(11),
          record.aimId || '-',
          record.user ? describeUser(record.user) : record.userId,
          new Date(record.createdAt).toISOString().slice(0, 16).replace('T', ' '),
        ].join('  '),
      );
  }

  /** What drive runs sent or refused (issue 28, finding 5): the operator's record, newest first. */
  private async massMails(user: User | null, group: string | undefined): Promise<void> {
    if (group !== undefined && !/^[1-9]\d{0,9}$/.test(group))
      throw new UsageError('--group must be a run (drive group) id');
    const records = await this.dataSource.getRepository(MassMail).find({
      where: {
        ...(user ? { userId: user.id } : {}),
        ...(group ? { groupId: Number(group) } : {}),
      },
      order: { id: 'DESC' },
      take: 200,
    });
    this.io.out(`Messages: ${records.length}`);
    for (const record of records)
      this.io.out(
        [
          new Date(record.at).toISOString().slice(0, 16).replace('T', ' '),
          record.outcome.padEnd(7),
          `account ${record.userId}`,
          `run ${record.groupId}`,
          `to ${record.recipient}`,
          JSON.stringify(record.subject),
          record.reason ?? '',
        ]
          .join('  ')
          .trimEnd(),
      );
  }

  /** A bank transfer arrived: applied as a notification would be, once. */
  private async paymentPaid(dataId: string): Promise<void> {
    const logger = createLogger('warn');
    const applier = new PaymentApplier(this.dataSource, systemClock, logger);
    // A print order paid by transfer moves on too: the print order listens here as in the server.
    // The command line makes no print orders, it only hears of their payment.
    const printPayments: PrintPayments = {
      pagePriceMinor: (currency) => PRICE_TABLES[currency].printPage,
      createForPrintOrder: () => Promise.reject(new Error('print orders are made in the app')),
      onPaid: (listener) =>
        applier.onPaid('prepay-print', (record) =>
          listener({ userId: record.userId, aimId: record.aimId }),
        ),
    };
    new PrintOrderService(this.dataSource, systemClock, printPayments, logger);
    const outcome = await applier.markPaidByOperator(dataId);
    switch (outcome) {
      case 'applied':
        this.io.out(`Payment ${dataId} is paid: what it buys is granted.`);
        return;
      case 'replay':
      case 'ignored':
        throw new CommandError(`Payment ${dataId} was already paid or cancelled: nothing changed.`);
      case 'unknown':
        throw new CommandError(`No payment with the data_id ${dataId}`);
      case 'not-bank':
        throw new CommandError(
          `Payment ${dataId} is not a bank transfer with an invoice: providers confirm their own.`,
        );
      case 'refused':
        throw new CommandError(`Payment ${dataId} could not be applied: nothing changed.`);
    }
  }

  private async printOrderStatus(id: string, status: string): Promise<void> {
    try {
      const order = await new PrintOperatorService(this.dataSource, systemClock).setStatus(
        id,
        status,
      );
      this.io.out(`Print order ${order.id} is now ${order.status}.`);
    } catch (error) {
      if (error instanceof CodedError)
        throw new CommandError(`Print order ${id}: ${error.message}`);
      throw error;
    }
  }

  /** Sets the print_present setting; the shell shows its modal once and clears it. */
  private async printPresent(user: User): Promise<void> {
    const settings = mergeSettingsText(user.settings, JSON.stringify({ print_present: true }));
    await this.users.update(user.id, { settings });
    this.io.out(`${describeUser(user)} will see the printed-copies offer on the next page.`);
  }

  private async printPresentText(options: Map<string, string>): Promise<void> {
    const language = optionalLanguage(options);
    if (!language) throw new UsageError('--lng is required');
    const text = options.get('text');
    try {
      await this.printPresentTexts.set(language, {
        title: options.get('title'),
        text: text === undefined ? undefined : paragraphsOf(text),
        action: options.get('action'),
      });
    } catch (error) {
      if (error instanceof PrintPresentInputError) throw new UsageError(error.message);
      throw error;
    }
    this.io.out(`The printed-copies offer in ${language} now reads:`);
    await this.printPresentShow(language);
  }

  private async printPresentShow(language?: Language): Promise<void> {
    const own = await this.printPresentTexts.overrides((error) => {
      throw new CommandError(`${PRINT_PRESENT_FILE} cannot be read: ${String(error)}`);
    });
    for (const lng of language ? [language] : LANGUAGES) {
      const texts = { ...builtInPrintPresent(lng), ...own[lng] };
      this.io.out(`[${lng}] ${own[lng] ? 'operator' : 'built-in'}`);
      this.io.out(`  title:  ${texts.title}`);
      for (const line of texts.text) this.io.out(`  text:   ${line}`);
      this.io.out(`  action: ${texts.action}`);
    }
  }

  private async printPresentReset(language?: Language): Promise<void> {
    await this.printPresentTexts.reset(language);
    this.io.out(
      `The printed-copies offer is back to the built-in words${language ? ` in ${language}` : ''}.`,
    );
  }

  private async show(user: User): Promise<void> {
    const identities = await this.dataSource
      .getRepository(OAuthIdentity)
      .find({ where: { userId: user.id } });
    const status = await this.licences.status(user.id);
    const owners = await new AccessService(this.dataSource, this.users, systemClock).ownersOf(
      user.id,
    );
    const grants = await new AccessService(this.dataSource, this.users, systemClock).list(user.id);
    const lines: Array<[string, string]> = [
      ['id', user.id],
      ['e-mail', user.email ?? '-'],
      ['name', user.name || '-'],
      ['registered', user.login ? 'yes' : 'no (anonymous)'],
      ['password', user.passwordHash ? 'set' : 'none'],
      ['sign-in connections', identities.map((identity) => identity.provider).join(', ') || '-'],
      ['developer', user.dev === 'dev' ? "yes (dev='dev')" : 'no'],
      [
        'active licences',
        [
          status.allTemplates ? 'all templates' : '',
          status.workshop ? 'workshop' : '',
          status.school ? 'school' : '',
        ]
          .filter(Boolean)
          .join(', ') || '-',
      ],
      [
        'access granted to',
        grants.map((grant) => grant.member_email || grant.member_id).join(', ') || '-',
      ],
      [
        'access from',
        Object.values(owners)
          .map((owner) => owner.name)
          .join(', ') || '-',
      ],
      ['created', user.createdAt.toISOString()],
    ];
    for (const [label, value] of lines) this.io.out(`${label.padEnd(20)} ${value}`);
  }
}

/** `files migrate`: DATA_DIR into the configured bucket (no database needed). */
async function filesCommand(parsed: ParsedArgs, config: Config, io: AdminIo): Promise<number> {
  const [, action, ...rest] = parsed.words;
  if (action !== 'migrate' || rest.length > 0) throw new UsageError('Unknown command: files');
  onlyOptions(parsed.options, []);
  if (!config.s3)
    throw new CommandError(
      'files migrate copies into a bucket: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  const target = new S3FileStore(config.s3);
  try {
    const report = await migrateFiles(
      new LocalFileStore(config.dataDir),
      target,
      FILE_STORE_PREFIXES,
      (key, outcome) => {
        if (outcome === 'failed') io.err(`failed: ${key}`);
      },
    );
    io.out(
      `${report.copied} copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.alreadyThere} already there, ${report.failed.length} failed`,
    );
    for (const { key, reason } of report.failed) io.err(`  ${key}: ${reason}`);
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    target.close();
  }
}

/** The admin command: answers its exit code (0 done, 1 could not be done, 2 bad arguments). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs(argv);
    if (parsed.words.length === 0 || ['help', '-h', '--help'].includes(parsed.words[0]!)) {
      io.out(USAGE);
      return parsed.words.length === 0 ? 2 : 0;
    }
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  let dataSource: DataSource | undefined;
  try {
    const config = loadConfig(io.env);
    if (parsed.words[0] === 'files') return await filesCommand(parsed, config, io);
    fs.mkdirSync(config.dataDir, { recursive: true });
    // Pending migrations run first, so the command works on a fresh DATA_DIR too.
    dataSource = createDataSource(config.database, { migrationsRun: true });
    await dataSource.initialize();
    const fileStore = createFileStore({ dataDir: config.dataDir, s3: config.s3 });
    try {
      await new AdminCommands(dataSource, io, fileStore).run(parsed);
    } finally {
      fileStore.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof CommandError || error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    io.err(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    await dataSource?.destroy();
  }
}

if (require.main === module) {
  runAdmin(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
