import Foundation
import HeadlessUIKit

extension Renderer {
    /// Draws text as the shared layout places it: each glyph's coverage (FreeType, at the point size times the
    /// device scale) in its run's colour, then underlines. Glyphs stay upright under rotations (only the pen
    /// position is transformed).
    func drawText(_ original: DrawingText) {
        let text = TextLayout.fittingTheCoreMeasure(original)
        let layout = TextLayout(text)
        let device = deviceTransform
        let pixelsPerPoint = deviceScale
        paint { canvas in
            for line in layout.lines {
                for piece in line.pieces {
                    let run = text.runs[piece.runIndex]
                    let choice = FontChoice(fontName: run.fontName, weight: run.weight, isItalic: run.isItalic)
                    let color = PaintSource.solid(PremultipliedColor(run.color))
                    let glyphs = FontLibrary.shared.glyphs(of: piece.characters, choice, pixelSize: Double(run.pointSize) * pixelsPerPoint)
                    for (glyph, x) in zip(glyphs, piece.positions) {
                        guard let glyph else { continue }
                        let pen = CGPoint(x: x, y: line.baseline).applying(device)
                        let mask = CoverageMask(x: Int(Double(pen.x).rounded()) + glyph.left, y: Int(Double(pen.y).rounded()) - glyph.top,
                                                width: glyph.width, height: glyph.height, values: glyph.coverage)
                        canvas.paint(color, mask: mask, clip: state.clip, alpha: state.alpha)
                    }
                    if run.isUnderlined, let metrics = FontLibrary.shared.metrics(choice) {
                        let size = Double(run.pointSize)
                        let thickness = max(metrics.underlineThickness * size, 1 / pixelsPerPoint)
                        let top = line.baseline - metrics.underlinePosition * size - thickness / 2
                        let corners = [CGPoint(x: piece.x, y: top), CGPoint(x: piece.x + piece.width, y: top),
                                       CGPoint(x: piece.x + piece.width, y: top + thickness), CGPoint(x: piece.x, y: top + thickness)]
                        let mask = ScanlineRasterizer.coverage(of: [corners.map { $0.applying(device) }], rule: .nonZero,
                                                               width: width, height: height)
                        canvas.paint(color, mask: mask, clip: state.clip, alpha: state.alpha)
                    }
                }
            }
        }
    }
}
