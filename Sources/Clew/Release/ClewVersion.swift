/// Clew's version: the one place it is written in code. It is the newest version heading of
/// `CHANGELOG.md`; `clew-demo --version` prints it, and `meson.build` and the demo's AppStream
/// metainfo repeat it (`VersionTests` compares all four).
///
/// ```swift
/// print("Built with Clew \(ClewVersion.current)")   // Built with Clew 0.8.0
/// ```
///
/// Versions are semantic (`major.minor.patch`). While the major is 0 the API still moves: a minor
/// version may rename or re-type public API, and the old spelling stays, deprecated, for at least
/// one more minor version (`CHANGELOG.md` lists each change).
public enum ClewVersion {
    /// The version, such as `0.8.0`.
    public static let current = "0.8.0"
}
