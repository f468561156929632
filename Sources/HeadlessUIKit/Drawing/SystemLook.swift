import Foundation

/// iOS's default look (light mode) for the controls UIKit draws itself: colours and small drawing helpers.
enum SystemLook {
    /// `#007AFF`, the system blue (the default tint).
    static let blue = CGColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// `#34C759`, a switch's "on" green.
    static let green = CGColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    /// `#FF3B30`, a badge's red.
    static let red = CGColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    /// `#E9E9EB`, an off switch's track.
    static let offTrack = CGColor(red: 233.0 / 255, green: 233.0 / 255, blue: 235.0 / 255, alpha: 1)
    /// A slider's or progress view's unfilled track (`systemFill`-like).
    static let track = CGColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    /// A segmented control's or stepper's background (`tertiarySystemFill`).
    static let fill = CGColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// `separator`.
    static let separator = CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// `placeholderText`.
    static let placeholder = CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// `tertiaryLabel`, for inactive page dots and chevrons.
    static let tertiary = CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// An unselected tab's grey (`#999999`).
    static let unselectedTab = CGColor(gray: 0.6, alpha: 1)
    /// A translucent bar's background (`#F9F9F9` at 94%).
    static let barBackground = CGColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 0.94)
    /// A rounded text field's border.
    static let fieldBorder = CGColor(gray: 0, alpha: 0.2)
    /// A table cell's selection grey (`systemGray4`).
    static let selection = CGColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// A knob's shadow.
    static let knobShadow = CGColor(gray: 0, alpha: 0.15)

    /// Text in one font and colour, laid out in `rect` and centred vertically in it (as a label or a bar title).
    static func centredText(_ text: String, font: UIFont, color: CGColor, in rect: CGRect,
                            alignment: NSTextAlignment = .center, numberOfLines: Int = 1,
                            lineBreakMode: NSLineBreakMode = .byTruncatingTail) -> DrawingOperation {
        let measured = TextMetrics.size(of: text, font: font, numberOfLines: numberOfLines,
                                        wrappingAt: numberOfLines == 1 ? nil : rect.width)
        let height = min(measured.height, rect.height)
        let box = CGRect(x: rect.minX, y: rect.minY + (rect.height - height) / 2, width: rect.width, height: height)
        return .text(DrawingText(runs: [TextDrawing.run(text, font: font, color: color)], rect: box, alignment: alignment,
                                 numberOfLines: numberOfLines, lineBreakMode: lineBreakMode))
    }

    /// A pill (fully rounded rectangle).
    static func pill(_ rect: CGRect) -> CGPath {
        let r = min(rect.width, rect.height) / 2
        return CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil)
    }

    /// A white knob with a soft shadow, as switches and sliders have.
    static func knob(_ rect: CGRect, color: CGColor = .white, in ctx: CGContext) {
        ctx.saveGState()
        ctx.record(.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: knobShadow))
        ctx.record(.fill(CGPath(ellipseIn: rect, transform: nil), color: color, rule: .nonZero))
        ctx.restoreGState()
        ctx.record(.stroke(CGPath(ellipseIn: rect, transform: nil), color: CGColor(gray: 0, alpha: 0.04),
                           style: DrawingStrokeStyle(lineWidth: 0.5)))
    }

    /// A polyline stroke (chevrons, checkmarks, plus and minus signs).
    static func lines(_ points: [[CGPoint]], color: CGColor, width: CGFloat, cap: CGLineCap = .round) -> DrawingOperation {
        let path = CGMutablePath()
        for polyline in points { path.addLines(between: polyline) }
        return .stroke(path, color: color, style: DrawingStrokeStyle(lineWidth: width, cap: cap, join: .round))
    }

    /// An image's content, tinted when it is a template (or a symbol drawn automatically, as bars and image
    /// views draw symbols).
    static func imageContent(_ image: UIImage, tint: UIColor?, templateByDefault: Bool) -> DrawingImage? {
        guard let content = image.drawingContent else { return nil }
        let template = image.renderingMode == .alwaysTemplate
            || (image.renderingMode == .automatic && (templateByDefault || image.isSymbolImage))
        guard template, let tint else { return content }
        return .tinted(content, tint.cgColor)
    }
}
