import Foundation
import HeadlessUIKit

extension Renderer {
    /// The coverage of a layer's shadow: its alpha (times `alpha`) moved by the offset and blurred. CoreGraphics'
    /// blur is about twice the Gaussian's standard deviation; the offset is in points with y down, as the
    /// drawing records it.
    func shadowMask(of layer: PixelCanvas, shadow: Shadow, alpha: Float) -> CoverageMask? {
        guard let d = layer.dirty, d.x1 > d.x0, d.y1 > d.y0 else { return nil }
        let sigma = Double(shadow.blur) * scale / 2
        let pad = Int(ceil(3 * sigma)) + 1
        let dx = Int((Double(shadow.offset.width) * scale).rounded()), dy = Int((Double(shadow.offset.height) * scale).rounded())
        let x0 = max(0, d.x0 + dx - pad), y0 = max(0, d.y0 + dy - pad)
        let x1 = min(width, d.x1 + dx + pad), y1 = min(height, d.y1 + dy + pad)
        guard x1 > x0, y1 > y0 else { return nil }
        // Blur a region wider than what is kept, so that the blur does not see the canvas edge as empty.
        let bx0 = x0 - pad, by0 = y0 - pad, bw = x1 - x0 + 2 * pad, bh = y1 - y0 + 2 * pad
        var values = [Float](repeating: 0, count: bw * bh)
        layer.pixels.withUnsafeBufferPointer { src in
            for row in 0..<bh {
                let sy = by0 + row - dy
                guard sy >= 0, sy < height else { continue }
                for col in 0..<bw {
                    let sx = bx0 + col - dx
                    guard sx >= 0, sx < width else { continue }
                    values[row * bw + col] = Float(src[(sy * width + sx) * 4 + 3]) / 255 * alpha
                }
            }
        }
        GaussianBlur.blur(&values, width: bw, height: bh, sigma: sigma)
        var mask = CoverageMask(x: x0, y: y0, width: x1 - x0, height: y1 - y0,
                                values: [Float](repeating: 0, count: (x1 - x0) * (y1 - y0)))
        for row in 0..<(y1 - y0) {
            for col in 0..<(x1 - x0) {
                mask.values[row * mask.width + col] = min(1, values[(row + pad) * bw + col + pad])
            }
        }
        return mask
    }
}
