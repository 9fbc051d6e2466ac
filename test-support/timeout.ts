// Integration tests start a real app on a fresh database; a few seconds is normal. Closing one (app, SMTP
// sink, dropping its database) took over 30 s once on a slow 2-core machine while two other files cloned
// databases, so hooks get a minute.
jest.setTimeout(60_000);
