/// This package's version, as `snapshot-cli --version` prints it and the CHANGELOG names it.
///
/// Semantic versioning: a minor version (0.2 → 0.3) may change what a renderer draws, and
/// then bumps that renderer's version in the stamp line; a patch version never changes a
/// reference's bytes. The README's "Compatibility" section says what users see when it does.
package enum PackageVersion {
    package static let current = "0.4.0"
}
