/** Runs once when a server process starts (not during `next build`): see lib/startup.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseEchoMethods } = await import('@/lib/http/traced-methods');
  await refuseEchoMethods();
  const { checkStartup } = await import('@/lib/startup');
  await checkStartup();
}
