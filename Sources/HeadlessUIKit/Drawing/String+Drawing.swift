import Foundation

// UIKit's string drawing (NSString(UIKitAdditions)), on Swift strings: recorded as text in the current context,
// measured with TextMetrics (an approximation: each character half the point size wide, lines 1.2 × the size).

extension String {
    /// Draws the string with its top-left corner at `point` (lines break at line feeds only).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let a = TextDrawing.Attributes(attributes)
        TextDrawing.draw([TextDrawing.run(self, font: a.font, color: a.color, underlined: a.underlined)], at: point,
                         font: a.font, text: self, alignment: a.alignment)
    }

    /// Draws the string wrapped in `rect` (the lines that fit its height).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let a = TextDrawing.Attributes(attributes)
        TextDrawing.draw([TextDrawing.run(self, font: a.font, color: a.color, underlined: a.underlined)], in: rect,
                         font: a.font, text: self, attributes: a)
    }

    /// Draws the string in `rect` as `options` say (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        let a = TextDrawing.Attributes(attributes)
        TextDrawing.draw([TextDrawing.run(self, font: a.font, color: a.color, underlined: a.underlined)], with: rect,
                         options: options, font: a.font, text: self, attributes: a)
        context?.totalBounds = boundingRect(with: rect.size, options: options, attributes: attributes, context: nil)
    }

    /// The size of the string on one line per line feed.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawing.size(of: self, font: TextDrawing.Attributes(attributes).font, wrappingAt: nil)
    }

    /// The rectangle the string covers, wrapped at `size.width` with `.usesLineFragmentOrigin`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let rect = TextDrawing.boundingRect(of: self, size: size, options: options, font: TextDrawing.Attributes(attributes).font)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// Draws the string with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped in `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// Draws the string in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The size of the string on one line per line feed.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The rectangle the string covers.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
