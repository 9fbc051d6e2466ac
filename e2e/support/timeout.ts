// Browser journeys wait for e-mails and for codes to expire.
jest.setTimeout(90_000);
