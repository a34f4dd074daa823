// Received messages and waiting for the next one to an address: shared by the in-process SMTP
// stand-in (smtp-server.mjs) and the child-process launcher (launch.cjs).
'use strict';

/**
 * @typedef {object} ReceivedMessage
 * @property {string} from envelope sender
 * @property {string[]} to envelope recipients, lower-cased
 * @property {string} subject decoded
 * @property {string} text decoded text/plain part
 * @property {string} html decoded text/html part
 * @property {string} raw the message source as received
 * @property {string} receivedAt ISO time
 */

class Mailbox {
  constructor() {
    /** @type {ReceivedMessage[]} */
    this.messages = [];
    /** @type {Set<ReceivedMessage>} */
    this.taken = new Set();
    /** @type {Array<() => void>} */
    this.listeners = [];
  }

  /** @param {ReceivedMessage} message */
  add(message) {
    this.messages.push(message);
    for (const listener of this.listeners.splice(0)) listener();
  }

  /**
   * The oldest message to `to` that no earlier waitForMessage returned, waiting for it to arrive
   * when there is none yet. So "send, then wait" works even if the mail was faster than the wait.
   * @param {string} to
   * @param {number} [timeoutMs]
   * @returns {Promise<ReceivedMessage>}
   */
  waitForMessage(to, timeoutMs = 10000) {
    const address = to.toLowerCase();
    return new Promise((resolve, reject) => {
      const take = () => {
        const message = this.messages.find(
          (candidate) => !this.taken.has(candidate) && candidate.to.includes(address),
        );
        if (!message) return false;
        this.taken.add(message);
        clearTimeout(timer);
        resolve(message);
        return true;
      };
      const timer = setTimeout(() => {
        reject(new Error(`No e-mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listen = () => {
        if (!take()) this.listeners.push(listen);
      };
      listen();
    });
  }
}

module.exports = { Mailbox };
