// Response security headers. The script policy is 'self' plus 'unsafe-inline' rather than nonces:
// a nonce makes every page render per request, which would cost the public fund pages their static
// generation and CDN caching (docs/security.md, "Content-Security-Policy"). Everything else is as strict as the
// product allows: no eval in production, no plugins, no framing, no foreign form targets.

export const ANALYTICS_SCRIPT_HOST = "https://www.googletagmanager.com";
const ANALYTICS_CONNECT_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

export interface SecurityHeaderOptions {
  production: boolean;
  analytics: boolean;
  /** Origin of a hosted Supabase project, when one is configured (the embedded one is same-origin). */
  supabaseUrl?: string;
  /** The product API's base address when it is another origin (NEXT_PUBLIC_API_BASE_URL). */
  apiBaseUrl?: string;
  /** Google sign-in is configured (NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID): Google Identity Services' script, button frame and styles. */
  googleSignIn?: boolean;
}

export const GOOGLE_IDENTITY_ORIGIN = "https://accounts.google.com";
const GOOGLE_IDENTITY_PATH = `${GOOGLE_IDENTITY_ORIGIN}/gsi/`;

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export function contentSecurityPolicy({
  production,
  analytics,
  supabaseUrl,
  apiBaseUrl,
  googleSignIn,
}: SecurityHeaderOptions): string {
  const scriptSrc = ["'self'", "'unsafe-inline'"];
  if (!production) scriptSrc.push("'unsafe-eval'"); // React's development build and Turbopack's HMR need eval
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", "data:", "blob:"];
  if (analytics) {
    scriptSrc.push(ANALYTICS_SCRIPT_HOST);
    connectSrc.push(...ANALYTICS_CONNECT_HOSTS);
    imgSrc.push(...ANALYTICS_CONNECT_HOSTS);
  }
  if (supabaseUrl) {
    const origin = new URL(supabaseUrl);
    connectSrc.push(origin.origin, `${origin.protocol === "https:" ? "wss" : "ws"}://${origin.host}`);
  }
  if (apiBaseUrl) connectSrc.push(new URL(apiBaseUrl).origin);
  const styleSrc = ["'self'", "'unsafe-inline'"];
  const frameSrc: string[] = [];
  if (googleSignIn) {
    scriptSrc.push(`${GOOGLE_IDENTITY_PATH}client`);
    connectSrc.push(GOOGLE_IDENTITY_PATH);
    styleSrc.push(`${GOOGLE_IDENTITY_PATH}style`);
    frameSrc.push(GOOGLE_IDENTITY_PATH);
  }
  if (!production) connectSrc.push("ws:"); // HMR socket
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    "style-src": styleSrc,
    ...(frameSrc.length > 0 ? { "frame-src": frameSrc } : {}),
    "img-src": imgSrc,
    "font-src": ["'self'", "data:"],
    "connect-src": connectSrc,
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (options.production) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"]);
  return headers;
}
