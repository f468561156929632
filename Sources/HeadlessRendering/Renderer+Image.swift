import Foundation
import HeadlessUIKit

extension Renderer {
    /// Draws an image's pixels stretched over `rect`, sampled bilinearly (edges clamped).
    func drawImage(_ image: DrawingImage, in rect: CGRect) {
        guard rect.width != 0, rect.height != 0, let bitmap = bitmap(of: image),
              bitmap.width > 0, bitmap.height > 0, bitmap.bytes.count == bitmap.width * bitmap.height * 4 else { return }
        let mask = coverage(of: rect)
        let inverse = deviceTransform.inverted()
        let (bw, bh) = (bitmap.width, bitmap.height)
        let sx = Double(bw) / Double(rect.width), sy = Double(bh) / Double(rect.height)
        let (ox, oy) = (Double(rect.minX), Double(rect.minY))
        let bytes = bitmap.bytes
        let shader: (Int, Int) -> PremultipliedColor = { x, y in
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
            let u = (Double(p.x) - ox) * sx - 0.5, v = (Double(p.y) - oy) * sy - 0.5
            let u0 = Int(floor(u)), v0 = Int(floor(v))
            let fu = Float(u - Double(u0)), fv = Float(v - Double(v0))
            let xa = min(max(u0, 0), bw - 1), xb = min(max(u0 + 1, 0), bw - 1)
            let ya = min(max(v0, 0), bh - 1), yb = min(max(v0 + 1, 0), bh - 1)
            let i00 = (ya * bw + xa) * 4, i10 = (ya * bw + xb) * 4, i01 = (yb * bw + xa) * 4, i11 = (yb * bw + xb) * 4
            let w00 = (1 - fu) * (1 - fv), w10 = fu * (1 - fv), w01 = (1 - fu) * fv, w11 = fu * fv
            func channel(_ k: Int) -> Float {
                (Float(bytes[i00 + k]) * w00 + Float(bytes[i10 + k]) * w10 + Float(bytes[i01 + k]) * w01
                    + Float(bytes[i11 + k]) * w11) / 255
            }
            return PremultipliedColor(r: channel(0), g: channel(1), b: channel(2), a: channel(3))
        }
        paint { $0.paint(.shader(shader), mask: mask, clip: state.clip, alpha: state.alpha) }
    }

    /// The pixels of an image: PNG decoded (other encodings: nil), a drawing rasterized at its own scale,
    /// a bitmap as is, a template's alpha filled with its colour.
    func bitmap(of image: DrawingImage) -> DrawingBitmap? {
        switch image {
        case .encoded(let data, _, _):
            if let cached = decodedImages[data] { return cached }
            guard let decoded = PNGDecoder.decode(data) else { return nil }
            decodedImages[data] = decoded
            return decoded
        case .drawing(let drawing):
            return Renderer(drawing: drawing).render()
        case .pixels(let bitmap):
            return bitmap
        case .tinted(let inner, let color):
            guard var bitmap = bitmap(of: inner) else { return nil }
            let c = PremultipliedColor(color)
            for i in stride(from: 0, to: bitmap.bytes.count, by: 4) {
                let a = Float(bitmap.bytes[i + 3]) / 255
                bitmap.bytes[i] = PixelCanvas.quantize(c.r * a * 255)
                bitmap.bytes[i + 1] = PixelCanvas.quantize(c.g * a * 255)
                bitmap.bytes[i + 2] = PixelCanvas.quantize(c.b * a * 255)
                bitmap.bytes[i + 3] = PixelCanvas.quantize(c.a * a * 255)
            }
            return bitmap
        }
    }
}
