// The API's modules declare the modules they need (docs/decisions/026-modules-as-plugins.md): the app refuses to
// start without one of them, or with a kind of job nobody handles, and registers them in the order their needs give.
import { describe, expect, it } from 'vitest';
import { allModules } from '../src/modules';
import { defineModule, inDependencyOrder } from '../src/modules/module';
import type { ModuleName } from '../src/modules/services';
import { createTestApp } from './helpers';

const without = (...names: ModuleName[]) => allModules.filter((module) => !names.includes(module.name));

describe('the API modules', () => {
  it('refuse to start when a module they need is missing, naming both', async () => {
    await expect(createTestApp({}, { modules: without('items') })).rejects.toThrow(
      "The dependency 'heirloom-items' of plugin 'heirloom-images' is not registered",
    );
  });

  it('refuse to start without the owner notifier, which the modules telling owners something need', async () => {
    await expect(createTestApp({}, { modules: without('notifications') })).rejects.toThrow(
      /The dependency 'heirloom-notifications' of plugin 'heirloom-\w+' is not registered/,
    );
  });

  it('refuse to start when a kind of job has no handler', async () => {
    // the returns module handles the card refunds (and the catalogue needs it)
    await expect(createTestApp({}, { modules: without('catalogue', 'returns') })).rejects.toThrow(
      'job kinds without a handler: order-refund',
    );
  });

  it('register each module after those it needs, whatever the order they are listed in', () => {
    const ordered = inDependencyOrder([...allModules].reverse());
    const position = new Map(ordered.map((module, index) => [module.name, index]));
    expect(ordered).toHaveLength(allModules.length);
    for (const module of ordered) {
      for (const need of module.needs) expect(position.get(need)).toBeLessThan(position.get(module.name)!);
    }
  });

  it('refuse modules that need each other', () => {
    const offersNothing = async () => ({}) as never;
    const a = defineModule({ name: 'chain', needs: ['catalogue'], register: offersNothing });
    const b = defineModule({ name: 'catalogue', needs: ['chain'], register: offersNothing });
    expect(() => inDependencyOrder([a, b])).toThrow('modules need each other: chain → catalogue → chain');
  });
});
