// A module of the API (docs/decisions/026-modules-as-plugins.md): a Fastify plugin with a name and the modules it
// needs, which Fastify checks as it registers (a missing one fails the boot with both names). A module builds its
// services from app.deps and from the services of the modules it needs (the only ones it can read), registers
// its routes, hooks and job handlers, and gives back its services for the modules that need it.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleName, ModuleServices, ServicesOf } from './services';

export interface ApiModule {
  name: ModuleName;
  needs: readonly ModuleName[];
  plugin: FastifyPluginAsync;
}

/** The plugin's name, as Fastify knows it (and names it in a missing dependency's error). */
export const pluginName = (module: ModuleName) => `heirloom-${module}`;

export function defineModule<const N extends ModuleName, const D extends ModuleName = never>(spec: {
  name: N;
  needs?: readonly D[];
  register: (api: FastifyInstance, services: ServicesOf<D>) => Promise<ModuleServices[N]>;
}): ApiModule {
  const needs = spec.needs ?? [];
  // fastify-plugin: the module registers on the /api scope itself (its routes keep the prefix, its name is
  // seen by the modules after it); routes that need a scope of their own make one (payments, messages)
  const plugin = fp(
    async (api: FastifyInstance) => {
      const offered = await spec.register(api, api.serviceRegistry.of(needs));
      api.serviceRegistry.offer(spec.name, offered);
    },
    { name: pluginName(spec.name), dependencies: needs.map(pluginName), fastify: '5.x' },
  );
  return { name: spec.name, needs, plugin };
}

/**
 * The modules in an order where each comes after those it needs (otherwise the order given); a need that is
 * not in the list is left for Fastify to report when the module registers.
 */
export function inDependencyOrder(modules: readonly ApiModule[]): ApiModule[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const ordered: ApiModule[] = [];
  const state = new Map<ModuleName, 'visiting' | 'done'>();
  const visit = (module: ApiModule, path: ModuleName[]) => {
    const seen = state.get(module.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new Error(`modules need each other: ${[...path, module.name].join(' → ')}`);
    }
    state.set(module.name, 'visiting');
    for (const need of module.needs) {
      const dependency = byName.get(need);
      if (dependency) visit(dependency, [...path, module.name]);
    }
    state.set(module.name, 'done');
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}
