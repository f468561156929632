import Foundation

// Issue 12: what a view, a layer or a `CGContext` draws is recorded here as a list of operations in points
// (a display list). The core library records and never rasterizes: turning a `Drawing` into pixels (PNG) or a
// vector picture (SVG) is the job of the HeadlessRendering target, which links FreeType and zlib and which a
// user who only tests controllers never builds. The core finds it at run time by name (`DrawingBackend`).
//
// `package` access: the renderer (another target of this package) reads it; apps see UIKit's API only.

/// A recorded drawing: a canvas size in points, the scale of its pixels, and what was drawn, in order.
package struct Drawing: Sendable {
    /// The canvas, in points; (0, 0) is the top-left corner and y grows downwards, as in UIKit.
    package var size: CGSize
    /// Pixels per point when rasterized (the screen's scale, or a renderer format's).
    package var scale: CGFloat
    /// Whether the canvas starts opaque black (UIKit's opaque image renderer format) rather than transparent.
    package var isOpaque: Bool
    /// The operations, in drawing order.
    package var operations: [DrawingOperation]

    /// An empty drawing of `size` points.
    package init(size: CGSize, scale: CGFloat, isOpaque: Bool = false, operations: [DrawingOperation] = []) {
        self.size = size
        self.scale = scale
        self.isOpaque = isOpaque
        self.operations = operations
    }
}

/// One step of a drawing. State operations (`save` … `setShadow`) change the graphics state as a `CGContext`'s
/// do and last until the matching `restore`; paint operations use the state current when they run.
package enum DrawingOperation: Sendable {
    /// Pushes the graphics state (transform, clip, alpha, shadow): `CGContext.saveGState()`.
    case save
    /// Pops it: `CGContext.restoreGState()`.
    case restore
    /// Multiplies the current transform (points of later operations are mapped by `transform` first).
    case concatenate(CGAffineTransform)
    /// Intersects the clip with a path's interior.
    case clip(CGPath, rule: DrawingFillRule)
    /// Multiplies the alpha of everything painted until `restore` (`CGContext.setAlpha` multiplies here).
    case multiplyAlpha(CGFloat)
    /// Starts a group composited as one with the current alpha (a layer's `opacity` over overlapping
    /// sublayers: `CGContext.beginTransparencyLayer`). Ended by `endGroup`.
    case beginGroup
    /// Ends the innermost group and composites it.
    case endGroup
    /// Sets the shadow cast by later paint operations (nil colour: no shadow). Offset and blur in points,
    /// not mapped by the current transform (as CoreGraphics).
    case setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)
    /// Fills a path.
    case fill(CGPath, color: CGColor, rule: DrawingFillRule)
    /// Strokes a path.
    case stroke(CGPath, color: CGColor, style: DrawingStrokeStyle)
    /// Fills the current clip (bounded by `bounds`, in current coordinates) with a gradient.
    case gradient(DrawingGradient, bounds: CGRect)
    /// Draws an image scaled into a rectangle (the image's pixels fill `rect` exactly; content modes are
    /// resolved by the recorder into `rect` and a clip).
    case image(DrawingImage, rect: CGRect)
    /// Draws text laid out in a rectangle.
    case text(DrawingText)
}

/// Nonzero winding (UIKit's default) or even-odd.
package enum DrawingFillRule: Sendable, Hashable {
    /// Nonzero winding.
    case nonZero
    /// Even-odd.
    case evenOdd
}

/// How a stroke is drawn.
package struct DrawingStrokeStyle: Sendable, Hashable {
    /// The width, in current units.
    package var lineWidth: CGFloat
    /// The ends.
    package var cap: CGLineCap
    /// The corners.
    package var join: CGLineJoin
    /// The miter limit.
    package var miterLimit: CGFloat
    /// Dash lengths (empty: solid).
    package var dash: [CGFloat]
    /// Where the dash pattern starts.
    package var dashPhase: CGFloat

    /// A stroke style; defaults are CoreGraphics'.
    package init(lineWidth: CGFloat = 1, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                 dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A gradient: colours at locations 0…1 along an axis or outwards from a centre.
package struct DrawingGradient: Sendable {
    /// The colours, at least one.
    package var colors: [CGColor]
    /// Where each colour sits, 0…1, ascending (same count as `colors`).
    package var locations: [CGFloat]
    /// Axial from `start` to `end`, or radial from `start` (radius 0) to a circle around `start` through `end`.
    package var kind: Kind
    /// The axis or the centre and the rim, in current coordinates.
    package var start: CGPoint
    /// See `start`.
    package var end: CGPoint

    /// Axial or radial.
    package enum Kind: Sendable, Hashable {
        /// Along a line.
        case axial
        /// Outwards from a centre.
        case radial
    }

    /// A gradient.
    package init(colors: [CGColor], locations: [CGFloat], kind: Kind, start: CGPoint, end: CGPoint) {
        self.colors = colors
        self.locations = locations
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// An image's pixels as a drawing has them.
package enum DrawingImage: Sendable {
    /// Encoded bytes (PNG; JPEG is not decoded and draws nothing) of `pixelWidth` × `pixelHeight` pixels.
    case encoded(Data, pixelWidth: Int, pixelHeight: Int)
    /// A drawing (an image made by `UIGraphicsImageRenderer`), rasterized at its own scale when drawn.
    case drawing(Drawing)
    /// Premultiplied RGBA, 8 bits a component, row after row, no padding.
    case pixels(DrawingBitmap)
    /// Drawn as a template: the image's alpha filled with a colour (`withRenderingMode(.alwaysTemplate)` and a
    /// tint colour).
    indirect case tinted(DrawingImage, CGColor)
}

/// A bitmap: premultiplied RGBA, 8 bits a component, rows top to bottom.
package struct DrawingBitmap: Sendable, Hashable {
    /// Pixels across.
    package var width: Int
    /// Pixels down.
    package var height: Int
    /// `width * height * 4` bytes: r, g, b, a (premultiplied).
    package var bytes: [UInt8]

    /// A bitmap of the given pixels.
    package init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}

/// Text to draw in a rectangle: runs of one font and colour each, laid out by the renderer with the font it has.
package struct DrawingText: Sendable {
    /// The runs, in order; their strings concatenated are the text (line feeds break lines).
    package var runs: [Run]
    /// The rectangle the text is laid out in (lines start at its top; vertical centring is the recorder's job).
    package var rect: CGRect
    /// Horizontal alignment of each line.
    package var alignment: NSTextAlignment
    /// At most this many lines (0: as many as fit the text, even past the rectangle's bottom).
    package var numberOfLines: Int
    /// Wrapping and truncation.
    package var lineBreakMode: NSLineBreakMode

    /// A run of text in one font and colour.
    package struct Run: Sendable {
        /// The characters.
        package var string: String
        /// The font's name as UIKit has it (".SFUI-Regular", "Helvetica-Bold"…), its size in points and weight.
        package var fontName: String
        /// The size in points.
        package var pointSize: CGFloat
        /// The weight (UIFont.Weight's raw value: 0 regular, 0.4 bold).
        package var weight: CGFloat
        /// Italic or oblique.
        package var isItalic: Bool
        /// The colour.
        package var color: CGColor
        /// Underlined.
        package var isUnderlined: Bool

        /// A run.
        package init(string: String, fontName: String, pointSize: CGFloat, weight: CGFloat, isItalic: Bool = false,
                     color: CGColor, isUnderlined: Bool = false) {
            self.string = string
            self.fontName = fontName
            self.pointSize = pointSize
            self.weight = weight
            self.isItalic = isItalic
            self.color = color
            self.isUnderlined = isUnderlined
        }
    }

    /// Text in a rectangle.
    package init(runs: [Run], rect: CGRect, alignment: NSTextAlignment = .natural, numberOfLines: Int = 0,
                 lineBreakMode: NSLineBreakMode = .byWordWrapping) {
        self.runs = runs
        self.rect = rect
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}
