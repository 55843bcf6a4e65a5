/**
 * The public demo keys and the plan each stands for. Anyone may send them, so what one visitor
 * keeps with a demo key every visitor would share: the explorer trades one for a demo account of
 * the browser's own (`demo_accounts`, DESIGN §8).
 */
export const DEMO_KEY_PLANS = { 'demo-pro': 'pro', 'demo-free': 'free' } as const;

/** The secret of one public demo key. */
export type DemoKey = keyof typeof DEMO_KEY_PLANS;

/** Whether `apiKey` is one of the public demo keys. */
export const isPublicDemoKey = (apiKey: string): apiKey is DemoKey => Object.hasOwn(DEMO_KEY_PLANS, apiKey);
