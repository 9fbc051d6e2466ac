// Integration tests start a real app on a fresh database; a few seconds is normal. Closing one (app, SMTP
// sink, dropping its database) took over 30 s once on a slow 2-core machine while two other files cloned
// databases, and over a minute on 29 Nov when the machine ran about twice as slow, so hooks get two minutes.
jest.setTimeout(120_000);
