@_exported import Snapshot
