import Foundation

/// Foundation's pointer-function options (missing on Linux), for `NSHashTable(options:)`.
public enum NSPointerFunctions {
    /// How a collection holds its objects.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Makes options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Strong references (the default).
        public static let strongMemory: Options = []
        /// Weak references.
        public static let weakMemory = Options(rawValue: 5)
        /// Compared by identity.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
    }
}
