import Foundation

extension NSLayoutConstraint {
    /// What a visual format aligns its views on, in which direction it reads, and how it spaces them; UIKit's raw values.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Makes options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns each pair of adjacent views on their left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns each pair of adjacent views on their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns each pair of adjacent views on their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns each pair of adjacent views on their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns each pair of adjacent views on their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns each pair of adjacent views on their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns each pair of adjacent views on their horizontal centers.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns each pair of adjacent views on their vertical centers.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns each pair of adjacent views on their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns each pair of adjacent views on their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Reads a horizontal format from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Reads a horizontal format from left to right (left and right attributes).
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Reads a horizontal format from right to left (right and left attributes).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spaces views from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Spaces a vertical format's sibling views from one baseline to the next.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// Makes the (inactive) constraints a Visual Format Language string describes, as UIKit does;
    /// stops with UIKit's "Unable to parse constraint format" exception when the format is wrong.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try constraintsOrThrow(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            error.raise()
        }
    }

    /// Makes the constraints a visual format describes, throwing UIKit's exception instead of stopping when the format is wrong.
    public class func constraintsOrThrow(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                         metrics: [String: Any]?, views: [String: Any]) throws(UIKitException) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        return try parser.parse()
    }
}
