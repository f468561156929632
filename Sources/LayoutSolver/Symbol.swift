/// What a tableau symbol stands for. Symbols are plain `Int`s (indices into the solver's
/// per-symbol arrays); external symbols share their number with the `Variable` they represent.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable of phase one): `>= 0`.
    case slack
    /// An error variable of an optional constraint: `>= 0`, weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// Coefficients and constants closer to zero than this count as zero.
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }
