import type { Resource } from '@mweb/api-client/site';
import type { Environment } from '../environment';
import { isInstalled, supportsInstalledWebApp } from '../environment';

/** The link a download offers on this platform: Android's package, or iOS's app or profile. */
export function downloadLinkFor(
  resources: readonly Resource[],
  environment: Environment,
): string | null {
  const find = (type: string) =>
    resources.find((resource) => resource.resourceType === type)?.url ?? null;
  if (environment.iosVersion !== null) return find('IOS') ?? find('MOBILECONFIG');
  return find('Android');
}

/**
 * Whether to invite a download (SPEC.md section 4, Download banner): only with the app window on
 * (and, if the operator says so, only for logged-in members), not inside the app or an
 * installed web app, not in a web clip without an iOS link, not on iOS versions without installed
 * web apps, not after the member closed it, and only when there is something to download.
 */
export function offersDownload(options: {
  environment: Environment;
  resources: readonly Resource[];
  hidden: boolean;
  /** The operator's app window switch and its logged-in-only restriction. */
  appDownload: { enabled: boolean; loggedInOnly: boolean };
  loggedIn: boolean;
}): boolean {
  const { environment, resources, hidden, appDownload, loggedIn } = options;
  if (!appDownload.enabled || (appDownload.loggedInOnly && !loggedIn)) return false;
  if (hidden || isInstalled(environment) || !supportsInstalledWebApp(environment)) return false;
  const hasIosLink = resources.some(
    (resource) => resource.resourceType === 'IOS' || resource.resourceType === 'MOBILECONFIG',
  );
  if (environment.webClip && !hasIosLink) return false;
  return downloadLinkFor(resources, environment) !== null;
}

/** On iOS, only Safari can install; elsewhere the download goes ahead. */
export function needsSafari(environment: Environment): boolean {
  return environment.iosVersion !== null && !environment.isSafari;
}
