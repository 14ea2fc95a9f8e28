"""The few named errors the package raises; the CLI turns each into one clear line."""


class HippocampusError(Exception):
    """Base class: a problem the user can act on, described in one line."""


class StoreMissing(HippocampusError):
    """The workspace has no memory store (install.py has not been run there)."""


class StoreCorrupt(HippocampusError):
    """index.json (or another store file) cannot be read; it is never overwritten."""


class StoreBusy(HippocampusError):
    """Another process held the store lock longer than the timeout."""


class InvalidInput(HippocampusError):
    """A value given by the user or a document is not acceptable."""


class UnknownMemory(HippocampusError):
    """An id that names no memory in the store."""


class UnknownConflict(HippocampusError):
    """An id that names no conflict record in memory/conflicts/."""


class BadArchive(HippocampusError):
    """A pack or snapshot file that fails its checks (damaged, changed, wrong passphrase,
    an entry that is a link or leaves the archive); nothing was changed."""
