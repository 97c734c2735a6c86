import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const LOCAL_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * What a start should shout about (docs/decisions/0108): a shop open to the network without
 * PUBLIC_URL puts localhost in its canonical links, e-mails and WhatsApp previews; TRUST_PROXY=true
 * believes any X-Forwarded-For a client writes.
 */
export function deploymentWarnings(
  config: Pick<Config, 'host' | 'publicUrl' | 'publicUrlConfigured' | 'trustProxy'>,
): string[] {
  const warnings: string[] = [];
  if (!LOCAL_HOSTS.has(config.host) && !config.publicUrlConfigured) {
    warnings.push(
      `!!! PUBLIC_URL n’est pas défini alors que la boutique écoute sur ${config.host} : les liens ` +
        `canoniques, les e-mails (confirmation, mot de passe) et les aperçus WhatsApp pointeront vers ` +
        `${config.publicUrl}. Donnez PUBLIC_URL=https://votre-domaine (docs/deploy.md).`,
    );
  }
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true croit chaque intermédiaire : un client peut se donner l’adresse qu’il veut ' +
        '(X-Forwarded-For) et contourner les limites par adresse. Donnez plutôt le nombre de proxys ' +
        '(TRUST_PROXY=1) ou leurs adresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24).',
    );
  }
  return warnings;
}

/**
 * With an https PUBLIC_URL behind a trusted proxy that says the request came in plain http
 * (X-Forwarded-Proto), the browser is sent to the https address: 301 for reads, 308 for the rest
 * (the method and body are kept). Without the proxy's word nothing changes: a health check made
 * straight to the app over http still gets its answer.
 */
export function httpsRedirect(config: Pick<Config, 'secure' | 'publicUrl' | 'trustProxy'>) {
  const origin = new URL(config.publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!config.secure || config.trustProxy === false) return;
    if (request.headers['x-forwarded-proto'] === undefined || request.protocol !== 'http') return;
    const permanent = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.redirect(`${origin}${request.url}`, permanent);
  };
}
