import Foundation
import HeadlessUIKit

/// A Gaussian blur approximated by three box blurs (each pass horizontal then vertical), as browsers do.
enum GaussianBlur {
    /// Blurs `values` (`width` × `height`, row after row) in place with standard deviation `sigma` pixels.
    static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        var scratch = [Float](repeating: 0, count: values.count)
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            boxPass(from: values, to: &scratch, count: height, length: width, stride: 1, lineStride: width, radius: radius)
            boxPass(from: scratch, to: &values, count: width, length: height, stride: width, lineStride: 1, radius: radius)
        }
    }

    /// The radii of three boxes whose succession approximates a Gaussian of `sigma` (W3C filter effects).
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(floor(ideal))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
            / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { ($0 < m ? lower : upper) / 2 }
    }

    /// One box blur along lines of `length` elements `stride` apart; `count` lines `lineStride` apart. Outside
    /// the buffer counts as 0.
    static func boxPass(from source: [Float], to target: inout [Float], count: Int, length: Int, stride: Int,
                        lineStride: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<count {
                    let base = line * lineStride
                    var sum: Float = 0
                    for i in 0..<min(radius, length) { sum += src[base + i * stride] }
                    for i in 0..<length {
                        let add = i + radius, remove = i - radius - 1
                        if add < length { sum += src[base + add * stride] }
                        if remove >= 0 { sum -= src[base + remove * stride] }
                        dst[base + i * stride] = max(0, sum * scale)
                    }
                }
            }
        }
    }
}
