import { VERSION_CHECK_MS } from '@pulseboard/contract/limits';

const SCRIPT_SRC = /<script[^>]+type="module"[^>]*\ssrc="([^"]+)"/;

/** The entry script this page was loaded with; it changes with every build (hashed file name). */
function loadedScript(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : undefined;
}

/** Fetches the site's index and returns its entry script, or undefined when it cannot tell. */
export async function latestScript(): Promise<string | undefined> {
  const response = await fetch(`/index.html?_t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`index.html answered ${response.status}`);
  const src = SCRIPT_SRC.exec(await response.text())?.[1];
  return src ? new URL(src, window.location.href).pathname : undefined;
}

/** Polls the index every 20 s and calls `onNewBuild` once when its entry script changed. Returns a stop function. */
export function watchForNewBuild(onNewBuild: () => void): () => void {
  const loaded = loadedScript();
  if (!loaded) return () => undefined;
  let stopped = false;
  const timer = window.setInterval(async () => {
    try {
      const latest = await latestScript();
      if (!stopped && latest && latest !== loaded) {
        stopped = true;
        window.clearInterval(timer);
        onNewBuild();
      }
    } catch (error) {
      // Only logged (SPEC.md section 8): a missed check is retried 20 s later.
      console.debug('version check failed', error);
    }
  }, VERSION_CHECK_MS);
  return () => {
    stopped = true;
    window.clearInterval(timer);
  };
}
