import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Google Tag Manager API v2 (the calls AdPilot makes), in memory: accounts, containers,
 * workspaces, tags, triggers and versions, with the API's behaviour that matters here: a
 * workspace starts from the container's latest version; create_version snapshots the workspace and
 * deletes it; publish makes a version live. Every request needs a bearer token the fake OAuth server
 * issued with the scope the call needs, and write bodies are checked against the API's shapes
 * (wrong ones are answered 400 and listed in `invalid`).
 */

const ALL_PAGES = '2147479553';
const SCOPE = {
  read: 'https://www.googleapis.com/auth/tagmanager.edit.containers',
  edit: 'https://www.googleapis.com/auth/tagmanager.edit.containers',
  version: 'https://www.googleapis.com/auth/tagmanager.edit.containerversions',
  publish: 'https://www.googleapis.com/auth/tagmanager.publish',
};

export interface FakeParameter {
  type: string;
  key: string;
  value: string;
}
export interface FakeTrigger {
  triggerId: string;
  name: string;
  type: string;
  filter?: { type: string; parameter: FakeParameter[] }[];
}
export interface FakeTag {
  tagId: string;
  name: string;
  type: string;
  parameter?: FakeParameter[];
  firingTriggerId?: string[];
}
interface Entities {
  tags: FakeTag[];
  triggers: FakeTrigger[];
}
export interface FakeWorkspace extends Entities {
  workspaceId: string;
  name: string;
  /** The version it started from: a create_version after another version was made meanwhile is a merge conflict. */
  baseVersionId: string;
}
export interface FakeVersion extends Entities {
  containerVersionId: string;
  name: string;
}
export interface FakeContainer {
  containerId: string;
  name: string;
  publicId: string;
  usageContext: string[];
  /** The owner's permission on it: read and edit refuse writes or publishing with 403 PERMISSION_DENIED. */
  permission: 'read' | 'edit' | 'approve' | 'publish';
  workspaces: FakeWorkspace[];
  versions: FakeVersion[];
  liveVersionId: string | null;
}
export interface FakeGtmAccount {
  accountId: string;
  name: string;
  containers: FakeContainer[];
}

export interface FakeTagManager {
  url: string;
  env: Record<string, string>;
  accounts: FakeGtmAccount[];
  /** Every request as `METHOD path` (no host, no token). */
  calls: string[];
  /** Bodies the real API would refuse, with why. */
  invalid: string[];
  /** Answers the next request whose `METHOD path` matches with this error instead. */
  failNext: { match: RegExp; status: number; reason: string; message: string } | null;
  addContainer(input: { accountId: string; accountName: string; containerId: string; publicId: string; name?: string; usageContext?: string[]; existingTags?: Omit<FakeTag, 'tagId'>[] }): FakeContainer;
  container(publicId: string): FakeContainer;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(Symbol.for('invalid-json'));
      }
    });
  });
}

const isParameter = (value: unknown): value is FakeParameter => {
  const item = value as FakeParameter;
  return typeof item === 'object' && item !== null && ['template', 'boolean', 'integer'].includes(item.type) && typeof item.key === 'string' && typeof item.value === 'string';
};

function triggerProblem(body: unknown): string | null {
  const trigger = body as FakeTrigger;
  if (typeof trigger?.name !== 'string' || !trigger.name) return 'trigger.name is required';
  if (!['pageview', 'customEvent', 'domReady', 'windowLoaded'].includes(trigger.type)) return `trigger.type ${String(trigger.type)} is not a trigger type`;
  for (const condition of trigger.filter ?? []) {
    if (!['contains', 'equals', 'startsWith', 'matchRegex'].includes(condition.type)) return `condition type ${String(condition.type)} is unknown`;
    if (!Array.isArray(condition.parameter) || !condition.parameter.every(isParameter)) return 'condition parameters must be {type, key, value}';
    const keys = condition.parameter.map((parameter) => parameter.key).sort().join(',');
    if (keys !== 'arg0,arg1') return `condition parameters must be arg0 and arg1 (got ${keys})`;
  }
  return null;
}

function tagProblem(body: unknown, workspace: FakeWorkspace): string | null {
  const tag = body as FakeTag;
  if (typeof tag?.name !== 'string' || !tag.name) return 'tag.name is required';
  if (typeof tag.type !== 'string' || !tag.type) return 'tag.type is required';
  if (tag.parameter !== undefined && !(Array.isArray(tag.parameter) && tag.parameter.every(isParameter))) return 'tag parameters must be {type, key, value}';
  if (!Array.isArray(tag.firingTriggerId) || tag.firingTriggerId.length === 0) return 'a tag needs a firing trigger';
  for (const id of tag.firingTriggerId) {
    if (id !== ALL_PAGES && !workspace.triggers.some((trigger) => trigger.triggerId === id)) return `firing trigger ${id} does not exist in the workspace`;
  }
  if (tag.type === 'awct') {
    const id = tag.parameter?.find((parameter) => parameter.key === 'conversionId')?.value ?? '';
    if (!/^\d+$/.test(id)) return `awct conversionId must be the number alone (got "${id}")`;
    if (!tag.parameter?.find((parameter) => parameter.key === 'conversionLabel')?.value) return 'awct needs a conversionLabel';
  }
  return null;
}

export async function startFakeTagManager(options: { scopesOf: (accessToken: string) => string[] | undefined }): Promise<FakeTagManager> {
  let nextId = 100;
  const id = () => String(nextId++);
  const copy = <T>(value: T): T => structuredClone(value);
  const fake: Omit<FakeTagManager, 'url' | 'env' | 'close'> = {
    accounts: [],
    calls: [],
    invalid: [],
    failNext: null,
    addContainer(input) {
      let account = fake.accounts.find((item) => item.accountId === input.accountId);
      if (!account) {
        account = { accountId: input.accountId, name: input.accountName, containers: [] };
        fake.accounts.push(account);
      }
      const existing: FakeVersion = { containerVersionId: '1', name: 'Initial', tags: (input.existingTags ?? []).map((tag) => ({ ...tag, tagId: id() })), triggers: [] };
      const container: FakeContainer = {
        containerId: input.containerId,
        name: input.name ?? input.publicId,
        publicId: input.publicId,
        usageContext: input.usageContext ?? ['web'],
        permission: 'publish',
        workspaces: [{ workspaceId: id(), name: 'Default Workspace', baseVersionId: '1', tags: copy(existing.tags), triggers: [] }],
        versions: [existing],
        liveVersionId: '1',
      };
      account.containers.push(container);
      return container;
    },
    container(publicId) {
      const found = fake.accounts.flatMap((account) => account.containers).find((container) => container.publicId === publicId);
      if (!found) throw new Error(`no container ${publicId}`);
      return found;
    },
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake-gtm');
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/^\/tagmanager\/v2\//, '');
    const json = (status: number, payload: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    const error = (status: number, reason: string, message: string) => json(status, { error: { code: status, message, status: reason } });
    fake.calls.push(`${method} ${path}`);

    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const scopes = options.scopesOf(token);
    if (!scopes) return error(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
    if (fake.failNext?.match.test(`${method} ${path}`)) {
      const failure = fake.failNext;
      fake.failNext = null;
      return error(failure.status, failure.reason, failure.message);
    }
    if (body === Symbol.for('invalid-json')) return error(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    const needScope = (scope: string) => {
      if (scopes.includes(scope)) return false;
      error(403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.');
      return true;
    };
    const invalid = (problem: string) => {
      fake.invalid.push(`${method} ${path}: ${problem}`);
      error(400, 'INVALID_ARGUMENT', problem);
    };

    if (method === 'GET' && path === 'accounts') {
      if (needScope(SCOPE.read)) return;
      return json(200, { account: fake.accounts.map((account) => ({ path: `accounts/${account.accountId}`, accountId: account.accountId, name: account.name })) });
    }
    const match = /^accounts\/(\d+)(?:\/containers(?:\/(\d+)(?:\/(workspaces|versions)(?:\/(\d+)(?::(create_version|publish)|\/(tags|triggers)(?:\/(\d+))?)?)?)?)?)?$/.exec(path);
    if (!match) return error(404, 'NOT_FOUND', 'Not found');
    const [, accountId, containerId, kind, itemId, verb, entityKind, entityId] = match;
    const account = fake.accounts.find((item) => item.accountId === accountId);
    if (!account) return error(404, 'NOT_FOUND', 'Not found or permission denied.');
    if (!containerId) {
      if (needScope(SCOPE.read)) return;
      return json(200, {
        container: account.containers.map((container) => ({
          path: `accounts/${accountId}/containers/${container.containerId}`,
          accountId,
          containerId: container.containerId,
          name: container.name,
          publicId: container.publicId,
          usageContext: container.usageContext,
        })),
      });
    }
    const container = account.containers.find((item) => item.containerId === containerId);
    if (!container) return error(404, 'NOT_FOUND', 'Not found or permission denied.');
    const containerPath = `accounts/${accountId}/containers/${containerId}`;
    const canEdit = container.permission !== 'read';
    if (!kind) {
      if (needScope(SCOPE.read)) return;
      return json(200, { path: containerPath, accountId, containerId, name: container.name, publicId: container.publicId, usageContext: container.usageContext });
    }
    if (kind === 'versions') {
      const version = container.versions.find((item) => item.containerVersionId === itemId);
      if (!version || verb !== 'publish' || method !== 'POST') return error(404, 'NOT_FOUND', 'Not found');
      if (needScope(SCOPE.publish)) return;
      if (container.permission !== 'publish') return error(403, 'PERMISSION_DENIED', 'The caller does not have permission to publish this container.');
      container.liveVersionId = version.containerVersionId;
      return json(200, { containerVersion: { path: `${containerPath}/versions/${version.containerVersionId}`, containerVersionId: version.containerVersionId, name: version.name } });
    }
    const presentWorkspace = (workspace: FakeWorkspace) => ({ path: `${containerPath}/workspaces/${workspace.workspaceId}`, workspaceId: workspace.workspaceId, name: workspace.name });
    if (!itemId) {
      if (method === 'GET') {
        if (needScope(SCOPE.read)) return;
        return json(200, { workspace: container.workspaces.map(presentWorkspace) });
      }
      if (needScope(SCOPE.edit)) return;
      if (!canEdit) return error(403, 'PERMISSION_DENIED', 'The caller does not have permission to edit this container.');
      const request = body as { name?: unknown };
      if (typeof request?.name !== 'string' || !request.name) return invalid('workspace.name is required');
      if (container.workspaces.some((workspace) => workspace.name === request.name)) return error(409, 'ALREADY_EXISTS', 'A workspace with this name already exists.');
      if (container.workspaces.length >= 3) return error(400, 'FAILED_PRECONDITION', 'The container has the maximum number of workspaces.');
      const latest = container.versions[container.versions.length - 1];
      const workspace: FakeWorkspace = { workspaceId: id(), name: request.name, baseVersionId: latest.containerVersionId, tags: copy(latest.tags), triggers: copy(latest.triggers) };
      container.workspaces.push(workspace);
      return json(200, presentWorkspace(workspace));
    }
    const workspace = container.workspaces.find((item) => item.workspaceId === itemId);
    if (!workspace) return error(404, 'NOT_FOUND', 'Not found');
    const workspacePath = `${containerPath}/workspaces/${workspace.workspaceId}`;
    if (verb === 'create_version' && method === 'POST') {
      if (needScope(SCOPE.version)) return;
      if (!canEdit) return error(403, 'PERMISSION_DENIED', 'The caller does not have permission to create versions.');
      const latest = container.versions[container.versions.length - 1];
      if (latest.containerVersionId !== workspace.baseVersionId) return json(200, { syncStatus: { mergeConflict: true, syncError: false } });
      const options = body as { name?: string };
      const version: FakeVersion = { containerVersionId: String(container.versions.length + 1), name: options?.name ?? '', tags: copy(workspace.tags), triggers: copy(workspace.triggers) };
      container.versions.push(version);
      container.workspaces = container.workspaces.filter((item) => item !== workspace);
      // The other workspaces are synced to the new version when they have no changes (enough for the fake).
      for (const other of container.workspaces) Object.assign(other, { baseVersionId: version.containerVersionId, tags: copy(version.tags), triggers: copy(version.triggers) });
      return json(200, {
        containerVersion: { path: `${containerPath}/versions/${version.containerVersionId}`, containerVersionId: version.containerVersionId, name: version.name },
        compilerError: false,
        newWorkspacePath: `${containerPath}/workspaces/${id()}`,
      });
    }
    if (entityKind === 'triggers' || entityKind === 'tags') {
      const list: (FakeTag | FakeTrigger)[] = entityKind === 'tags' ? workspace.tags : workspace.triggers;
      const idKey = entityKind === 'tags' ? 'tagId' : 'triggerId';
      const present = (entity: FakeTag | FakeTrigger) => ({ ...entity, path: `${workspacePath}/${entityKind}/${(entity as unknown as Record<string, string>)[idKey]}` });
      if (method === 'GET' && !entityId) {
        if (needScope(SCOPE.read)) return;
        return json(200, entityKind === 'tags' ? { tag: list.map(present) } : { trigger: list.map(present) });
      }
      if (needScope(SCOPE.edit)) return;
      if (!canEdit) return error(403, 'PERMISSION_DENIED', 'The caller does not have permission to edit this container.');
      const problem = entityKind === 'tags' ? tagProblem(body, workspace) : triggerProblem(body);
      if (problem) return invalid(problem);
      const entity = { ...(body as object) } as Record<string, unknown>;
      delete entity.path;
      if (method === 'POST' && !entityId) {
        entity[idKey] = id();
        list.push(entity as unknown as FakeTag);
        return json(200, present(entity as unknown as FakeTag));
      }
      if (method === 'PUT' && entityId) {
        const index = list.findIndex((item) => (item as unknown as Record<string, string>)[idKey] === entityId);
        if (index < 0) return error(404, 'NOT_FOUND', 'Not found');
        entity[idKey] = entityId;
        list[index] = entity as unknown as FakeTag;
        return json(200, present(entity as unknown as FakeTag));
      }
    }
    return error(404, 'NOT_FOUND', 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tagmanager/v2`;
  return Object.assign(fake, {
    url,
    env: { GOOGLE_TAG_MANAGER_API_URL: url },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
