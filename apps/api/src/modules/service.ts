// The base of the modules' services.

/** A module's service: what the module gives it to work with (repositories, providers, other services). */
export abstract class Service<Deps> {
  constructor(protected readonly deps: Deps) {}
}
