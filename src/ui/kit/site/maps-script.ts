/** The maps library version the portal is written against (spec: JS API 1.4.15). */
export const AMAP_VERSION = '1.4.15';
const SCRIPT_ID = 'amap-js-api';

export interface MapKeys {
  amapKeyId: string;
  amapKeySecret: string;
}

/** The maps script is loaded only when the site gives both a key and its security code. */
export function shouldLoadMaps(site: MapKeys | null | undefined): site is MapKeys {
  return Boolean(site && site.amapKeyId.trim() !== '' && site.amapKeySecret.trim() !== '');
}

export function mapsScriptUrl(keyId: string): string {
  return `https://webapi.amap.com/maps?v=${AMAP_VERSION}&key=${encodeURIComponent(keyId.trim())}`;
}

interface SecurityConfigHost {
  _AMapSecurityConfig?: { securityJsCode: string };
}

/**
 * Adds the maps script once. The security code must be on `window` before the script runs, as the
 * library reads it while loading. Returns whether a script was added.
 */
export function loadMapsScript(doc: Document, site: MapKeys | null | undefined): boolean {
  if (!shouldLoadMaps(site)) return false;
  if (doc.getElementById(SCRIPT_ID)) return false;
  const win = doc.defaultView as (Window & SecurityConfigHost) | null;
  if (win) win._AMapSecurityConfig = { securityJsCode: site.amapKeySecret.trim() };
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.src = mapsScriptUrl(site.amapKeyId);
  script.async = true;
  doc.head.appendChild(script);
  return true;
}
