import Foundation
import HeadlessUIKit

extension SVGWriter {
    /// ` filter="url(#shadowN)"` when a shadow is set, defining the filter the first time it is used: the
    /// source's alpha blurred (standard deviation half the blur), moved by the offset and flooded with the
    /// colour, under the source. The offset and blur are in the canvas' points, so they are mapped back into
    /// the current coordinates.
    mutating func shadowFilter() -> String {
        guard let shadow = state.shadow else { return "" }
        if let id = state.shadowID { return " filter=\"url(#\(id))\"" }
        let id = nextID("shadow")
        let inverse = CGAffineTransform(a: state.transform.a, b: state.transform.b, c: state.transform.c,
                                        d: state.transform.d, tx: 0, ty: 0).inverted()
        let offset = shadow.offset.applying(inverse)
        let t = state.transform
        let scale = max(1e-6, abs(Double(t.a * t.d - t.b * t.c)).squareRoot())
        let deviation = Double(shadow.blur) / 2 / scale
        // The filter's region: the whole canvas in current coordinates, widened by the blur.
        let margin = 3 * deviation + Double(abs(offset.width) + abs(offset.height))
        let region = CGRect(origin: .zero, size: drawing.size).applying(t.inverted())
            .insetBy(dx: -margin, dy: -margin)
        emit("<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGFormat.number(region.minX))\" y=\"\(SVGFormat.number(region.minY))\" width=\"\(SVGFormat.number(region.width))\" height=\"\(SVGFormat.number(region.height))\">")
        emit("  <feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(SVGFormat.number(deviation))\"/>")
        emit("  <feOffset dx=\"\(SVGFormat.number(offset.width))\" dy=\"\(SVGFormat.number(offset.height))\" result=\"offsetBlur\"/>")
        emit("  <feFlood flood-color=\"\(SVGFormat.rgb(shadow.color))\" flood-opacity=\"\(SVGFormat.number(SVGFormat.alpha(shadow.color)))\"/>")
        emit("  <feComposite in2=\"offsetBlur\" operator=\"in\"/>")
        emit("  <feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>")
        emit("</filter>")
        state.shadowID = id
        return " filter=\"url(#\(id))\""
    }

    /// A `<linearGradient>` or `<radialGradient>` in user space, and a `<rect>` of the bounds filled with it.
    mutating func writeGradient(_ gradient: DrawingGradient, bounds: CGRect) {
        guard !gradient.colors.isEmpty else { return }
        let id = nextID("gradient")
        let n = SVGFormat.number as (CGFloat) -> String
        switch gradient.kind {
        case .axial:
            emit("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(gradient.start.x))\" y1=\"\(n(gradient.start.y))\" x2=\"\(n(gradient.end.x))\" y2=\"\(n(gradient.end.y))\">")
        case .radial:
            let r = hypot(gradient.end.x - gradient.start.x, gradient.end.y - gradient.start.y)
            emit("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(gradient.start.x))\" cy=\"\(n(gradient.start.y))\" r=\"\(n(r))\">")
        }
        let locations = gradient.locations.count == gradient.colors.count ? gradient.locations
            : gradient.colors.indices.map { gradient.colors.count == 1 ? 0 : CGFloat($0) / CGFloat(gradient.colors.count - 1) }
        for (color, location) in zip(gradient.colors, locations) {
            emit("  <stop offset=\"\(n(location))\" stop-color=\"\(SVGFormat.rgb(color))\"" + opacity("stop-opacity", SVGFormat.alpha(color)) + "/>")
        }
        emit(gradient.kind == .axial ? "</linearGradient>" : "</radialGradient>")
        emit("<rect x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY))\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\" fill=\"url(#\(id))\""
            + opacity("fill-opacity", state.alpha) + shadowFilter() + "/>")
    }

    /// An `<image>` stretched over the rectangle, its pixels as an embedded PNG (JPEG and other encodings are
    /// not decoded and draw nothing, as in the raster output).
    mutating func writeImage(_ image: DrawingImage, rect: CGRect) {
        let png: Data
        if case .encoded(let data, _, _) = image {
            guard PNGDecoder.decode(data) != nil else { return }
            png = data
        } else {
            guard let bitmap = Renderer(drawing: Drawing(size: .zero, scale: 1)).bitmap(of: image) else { return }
            png = PNGEncoder.encode(bitmap)
        }
        let n = SVGFormat.number as (CGFloat) -> String
        emit("<image x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" preserveAspectRatio=\"none\""
            + opacity("opacity", state.alpha) + shadowFilter() + " href=\"data:image/png;base64,\(png.base64EncodedString())\"/>")
    }

    /// One `<text>` a line, placed by the shared layout (`TextLayout`), with a `<tspan>` a run when a line has
    /// several; the family is the DejaVu face the raster output uses, then a generic one.
    mutating func writeText(_ original: DrawingText) {
        let text = TextLayout.fittingTheCoreMeasure(original)
        let layout = TextLayout(text)
        let filter = shadowFilter()
        for line in layout.lines where !line.pieces.isEmpty {
            let spans = line.pieces.map { piece -> (x: String, attributes: String, text: String) in
                let run = text.runs[piece.runIndex]
                let choice = FontChoice(fontName: run.fontName, weight: run.weight, isItalic: run.isItalic)
                let generic = choice.family.contains("Mono") ? "monospace" : (choice.family.contains("Serif") ? "serif" : "sans-serif")
                var attributes = "font-family=\"\(choice.family), \(generic)\" font-size=\"\(SVGFormat.number(run.pointSize))\""
                if choice.isBold { attributes += " font-weight=\"bold\"" }
                if choice.isItalic { attributes += " font-style=\"italic\"" }
                attributes += " fill=\"\(SVGFormat.rgb(run.color))\"" + opacity("fill-opacity", SVGFormat.alpha(run.color) * state.alpha)
                if run.isUnderlined { attributes += " text-decoration=\"underline\"" }
                return ("x=\"\(SVGFormat.number(piece.x))\"", attributes, SVGFormat.escape(piece.string))
            }
            let y = "y=\"\(SVGFormat.number(line.baseline))\""
            if spans.count == 1 {
                emit("<text \(spans[0].x) \(y) \(spans[0].attributes) xml:space=\"preserve\"\(filter)>\(spans[0].text)</text>")
            } else {
                emit("<text \(y) xml:space=\"preserve\"\(filter)>" + spans.map { "<tspan \($0.x) \($0.attributes)>\($0.text)</tspan>" }.joined() + "</text>")
            }
        }
    }
}
