import Foundation
import HeadlessUIKit

/// Writes a `Drawing` as SVG, in points: state operations become nested `<g>` elements (transforms as
/// `matrix(…)`, clips as `<clipPath id="clipN">`, groups as `<g opacity>`), paints become `<path>`, `<rect>`,
/// `<image>` and `<text>`; ids are sequential, numbers have at most three decimals, so the text is deterministic.
struct SVGWriter {
    /// What `save` remembers, and what is open at this level.
    struct State {
        var alpha: Double = 1
        var transform = CGAffineTransform.identity
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
        var shadowID: String?
        /// `<g>` elements opened since the last save or group.
        var openElements = 0
    }

    /// A `save` or a group's opening, with the state before it.
    enum Frame {
        case save(State)
        case group(State)
    }

    let drawing: Drawing
    var lines: [String] = []
    var indent = 1
    var state = State()
    var frames: [Frame] = []
    var counters: [String: Int] = [:]

    /// A writer of `drawing`.
    init(drawing: Drawing) { self.drawing = drawing }

    /// The SVG document.
    func document() -> String {
        var writer = self
        let w = SVGFormat.number(drawing.size.width), h = SVGFormat.number(drawing.size.height)
        writer.lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"]
        if drawing.isOpaque { writer.emit("<rect width=\"\(w)\" height=\"\(h)\" fill=\"rgb(0,0,0)\"/>") }
        for operation in drawing.operations { writer.apply(operation) }
        while let frame = writer.frames.popLast() { writer.close(to: frame) }
        writer.closeElements(writer.state.openElements)
        writer.lines.append("</svg>")
        return writer.lines.joined(separator: "\n") + "\n"
    }

    /// Appends a line at the current depth.
    mutating func emit(_ line: String) {
        lines.append(String(repeating: "  ", count: indent) + line)
    }

    /// Opens a `<g>` counted in the current level.
    mutating func open(_ attributes: String) {
        emit("<g \(attributes)>")
        indent += 1
        state.openElements += 1
    }

    /// Closes `count` `<g>` elements.
    mutating func closeElements(_ count: Int) {
        for _ in 0..<max(0, count) { indent -= 1; emit("</g>") }
    }

    /// Closes what the current level opened and returns to the state before `frame`.
    mutating func close(to frame: Frame) {
        closeElements(state.openElements)
        switch frame {
        case .save(let saved), .group(let saved): state = saved
        }
    }

    /// The next id with a prefix: clip1, clip2…
    mutating func nextID(_ prefix: String) -> String {
        let n = (counters[prefix] ?? 0) + 1
        counters[prefix] = n
        return "\(prefix)\(n)"
    }

    mutating func apply(_ operation: DrawingOperation) {
        switch operation {
        case .save:
            frames.append(.save(state))
            state.openElements = 0
        case .restore:
            if case .save? = frames.last { close(to: frames.removeLast()) }
        case .concatenate(let t):
            open("transform=\"\(SVGFormat.matrix(t))\"")
            state.transform = t.concatenating(state.transform)
        case .clip(let path, let rule):
            let id = nextID("clip")
            emit("<clipPath id=\"\(id)\"><path d=\"\(SVGFormat.pathData(path))\"\(rule == .evenOdd ? " clip-rule=\"evenodd\"" : "")/></clipPath>")
            open("clip-path=\"url(#\(id))\"")
        case .multiplyAlpha(let a):
            state.alpha *= min(max(Double(a.isFinite ? a : 1), 0), 1)
        case .beginGroup:
            let filter = shadowFilter()
            let saved = state
            frames.append(.group(saved))
            state.openElements = 0
            open("opacity=\"\(SVGFormat.number(saved.alpha))\"" + filter)
            state.alpha = 1
            state.shadow = nil
            state.shadowID = nil
        case .endGroup:
            guard frames.contains(where: { if case .group = $0 { true } else { false } }) else { return }
            while let frame = frames.popLast() {
                close(to: frame)
                if case .group = frame { break }
            }
        case .setShadow(let offset, let blur, let color):
            state.shadow = color.map { (offset, blur, $0) }
            state.shadowID = nil
        case .fill(let path, let color, let rule):
            emit("<path d=\"\(SVGFormat.pathData(path))\" fill=\"\(SVGFormat.rgb(color))\""
                + opacity("fill-opacity", SVGFormat.alpha(color) * state.alpha)
                + (rule == .evenOdd ? " fill-rule=\"evenodd\"" : "") + shadowFilter() + "/>")
        case .stroke(let path, let color, let style):
            emit("<path d=\"\(SVGFormat.pathData(path))\" fill=\"none\" stroke=\"\(SVGFormat.rgb(color))\""
                + opacity("stroke-opacity", SVGFormat.alpha(color) * state.alpha) + strokeAttributes(style) + shadowFilter() + "/>")
        case .gradient(let gradient, let bounds):
            writeGradient(gradient, bounds: bounds)
        case .image(let image, let rect):
            writeImage(image, rect: rect)
        case .text(let text):
            writeText(text)
        }
    }

    /// ` name="value"`, or nothing when the value is 1.
    func opacity(_ name: String, _ value: Double) -> String {
        value >= 1 ? "" : " \(name)=\"\(SVGFormat.number(value))\""
    }

    /// The stroke's width, caps, joins and dashes (CoreGraphics' miter limit, 10, differs from SVG's 4).
    func strokeAttributes(_ style: DrawingStrokeStyle) -> String {
        var text = " stroke-width=\"\(SVGFormat.number(style.lineWidth))\""
        switch style.cap {
        case .butt: break
        case .round: text += " stroke-linecap=\"round\""
        case .square: text += " stroke-linecap=\"square\""
        }
        switch style.join {
        case .miter: text += " stroke-miterlimit=\"\(SVGFormat.number(style.miterLimit))\""
        case .round: text += " stroke-linejoin=\"round\""
        case .bevel: text += " stroke-linejoin=\"bevel\""
        }
        if !style.dash.isEmpty {
            text += " stroke-dasharray=\"" + style.dash.map { SVGFormat.number($0) }.joined(separator: " ") + "\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(SVGFormat.number(style.dashPhase))\"" }
        }
        return text
    }
}
