import Foundation

// UIKit's attributed string drawing: each run keeps its font and colour; measurement uses the first run's font
// (headless measurement is one font per string).

extension NSAttributedString {
    /// Draws the string with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        let (runs, first) = TextDrawing.runs(of: self)
        TextDrawing.draw(runs, at: point, font: first.font, text: string, alignment: first.alignment)
    }

    /// Draws the string wrapped in `rect`.
    public func draw(in rect: CGRect) {
        let (runs, first) = TextDrawing.runs(of: self)
        TextDrawing.draw(runs, in: rect, font: first.font, text: string, attributes: first)
    }

    /// Draws the string in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let (runs, first) = TextDrawing.runs(of: self)
        TextDrawing.draw(runs, with: rect, options: options, font: first.font, text: string, attributes: first)
        context?.totalBounds = boundingRect(with: rect.size, options: options, context: nil)
    }

    /// The size of the string on one line per line feed.
    public func size() -> CGSize {
        TextDrawing.size(of: string, font: TextDrawing.runs(of: self).first.font, wrappingAt: nil)
    }

    /// The rectangle the string covers, wrapped at `size.width` with `.usesLineFragmentOrigin`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let rect = TextDrawing.boundingRect(of: string, size: size, options: options, font: TextDrawing.runs(of: self).first.font)
        context?.totalBounds = rect
        return rect
    }
}
