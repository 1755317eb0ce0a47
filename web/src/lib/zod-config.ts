import { z } from 'zod';

/**
 * No `new Function` in the browser: zod's JIT probe is caught, but a strict Content-Security-
 * Policy still reports it as a violation (decision 042 "Security headers"). Loaded with every
 * lazily fetched page (app/lazy-page.tsx) and with the login form's rules, before any schema parses.
 */
z.config({ jitless: true });
