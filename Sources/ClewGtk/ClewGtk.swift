@_exported import Clew
