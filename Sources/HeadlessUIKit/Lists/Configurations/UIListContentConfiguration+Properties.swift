import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration's text looks.
    @MainActor
    public struct TextProperties: @MainActor Hashable {
        /// How the text lines up.
        public enum TextAlignment: Int, Sendable {
            /// Leading, by reading direction.
            case natural
            /// Centered.
            case center
            /// Justified.
            case justified
        }

        /// A change of case applied when the text is shown.
        public enum TextTransform: Int, Sendable {
            /// As written.
            case none
            /// All capitals.
            case uppercase
            /// All lower case.
            case lowercase
            /// Each word capitalized.
            case capitalized
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment. Default `.natural`.
        public var alignment: TextAlignment = .natural
        /// How a text too long is cut. Default `.byTruncatingTail`.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines, 0 for no limit. Default 0.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit. Default false.
        public var adjustsFontSizeToFitWidth = false
        /// The least scale when shrinking. Default 0.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may tighten before truncating. Default false.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category. Default true.
        public var adjustsFontForContentSizeCategory = true
        /// A change of case. Default `.none`.
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }

        /// `text` with the transform applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// How a list content configuration's image looks.
    @MainActor
    public struct ImageProperties: @MainActor Hashable {
        /// The size that means "the system's": images keep their own size up to the row's.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint of template images; nil means the cell's tint. Default nil.
        public var tintColor: UIColor?
        /// The corner radius. Default 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero means no limit. Default zero.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image even when it is smaller. Default zero.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether colour inversion leaves the image alone. Default false.
        public var accessibilityIgnoresInvertColors = false

        init() {}

        /// The tint the image is drawn with, given the cell's tint.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }
}
