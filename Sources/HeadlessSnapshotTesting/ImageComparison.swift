import Foundation
import HeadlessUIKit

/// Compares two bitmaps as swift-snapshot-testing's iOS image strategy does: `precision` is the fraction of
/// pixels that must match, and a pixel matches when its colour difference (CIE76 ΔE in Lab, over white) is at most
/// `(1 − perceptualPrecision) × 100`. With `perceptualPrecision` 1 a pixel matches only when its bytes are equal.
struct ImageComparison {
    /// The fraction of pixels that must match, 0…1.
    let precision: Float
    /// How alike a pixel must look to match, 0…1 (0.98 is about what the human eye can tell apart).
    let perceptualPrecision: Float

    /// Why `new` does not match `reference`, or nil when it does.
    func failure(reference: DrawingBitmap, new: DrawingBitmap) -> String? {
        guard reference.width == new.width, reference.height == new.height else {
            return "Newly-taken snapshot@\(new.width)×\(new.height) does not match reference@\(reference.width)×\(reference.height): the sizes differ."
        }
        if reference.bytes == new.bytes { return nil }
        let pixelCount = reference.width * reference.height
        let threshold = Double(1 - perceptualPrecision) * 100
        var differing = 0
        var worst = 0.0
        let a = reference.bytes, b = new.bytes
        for pixel in 0..<pixelCount {
            let i = pixel * 4
            if a[i] == b[i], a[i + 1] == b[i + 1], a[i + 2] == b[i + 2], a[i + 3] == b[i + 3] { continue }
            let delta = perceptualPrecision < 1 ? Self.deltaE(a, b, at: i) : .infinity
            if delta.isFinite { worst = max(worst, delta) }
            if delta > threshold { differing += 1 }
        }
        // Float's 1 − 0.99 is a hair under 0.01: compare fractions with a little room, so 1% passes precision 0.99.
        guard Double(differing) / Double(max(pixelCount, 1)) > Double(1 - precision) + 1e-6 else { return nil }
        let percent = Double(differing) / Double(max(pixelCount, 1)) * 100
        var message = "Newly-taken snapshot does not match reference: \(differing) of \(pixelCount) pixels differ ("
            + String(format: "%.2f", percent) + "%), more than precision \(precision) allows."
        if perceptualPrecision < 1 {
            message += " Largest colour difference ΔE " + String(format: "%.1f", worst)
                + ", allowed " + String(format: "%.1f", threshold) + " (perceptual precision \(perceptualPrecision))."
        }
        return message
    }

    /// A picture of the difference: each channel |reference − new|, opaque, as the iOS strategy's difference blend.
    static func difference(_ reference: DrawingBitmap, _ new: DrawingBitmap) -> DrawingBitmap {
        let width = max(reference.width, new.width), height = max(reference.height, new.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func value(_ bitmap: DrawingBitmap, _ x: Int, _ y: Int, _ c: Int) -> Int {
            guard x < bitmap.width, y < bitmap.height else { return 0 }
            return Int(bitmap.bytes[(y * bitmap.width + x) * 4 + c])
        }
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                for c in 0..<3 { bytes[o + c] = UInt8(abs(value(reference, x, y, c) - value(new, x, y, c))) }
                bytes[o + 3] = 255
            }
        }
        return DrawingBitmap(width: width, height: height, bytes: bytes)
    }

    /// CIE76 ΔE between two premultiplied pixels, each composited over white first.
    static func deltaE(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Double {
        let la = lab(a, i), lb = lab(b, i)
        let dl = la.0 - lb.0, da = la.1 - lb.1, db = la.2 - lb.2
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// sRGB (premultiplied, over white) to CIE Lab, D65.
    static func lab(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(p[i + 3]) / 255
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255 + (1 - alpha)   // premultiplied over white
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[i]), g = linear(p[i + 1]), b = linear(p[i + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
