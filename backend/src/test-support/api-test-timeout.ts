// API tests drive the real app over HTTP against real databases, hash real passwords (argon2) and
// draw real pictures: 50 sign-in failures in a row take seconds on a loaded 2-core machine. Jest's
// 5 s default made them fail on load, not on behaviour; speed is measured by the benches instead.
jest.setTimeout(60_000);
