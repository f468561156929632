import Foundation
import HeadlessUIKit

/// Coverage, 0…1 per pixel, over a rectangle of the canvas (pixels outside it are 0).
struct CoverageMask {
    /// The rectangle's left column.
    var x: Int
    /// The rectangle's top row.
    var y: Int
    /// Columns.
    var width: Int
    /// Rows.
    var height: Int
    /// `width * height` coverages, row after row.
    var values: [Float]

    /// An empty mask (covers nothing).
    static let empty = CoverageMask(x: 0, y: 0, width: 0, height: 0, values: [])

    /// Full coverage over a rectangle.
    static func full(x: Int, y: Int, width: Int, height: Int) -> CoverageMask {
        CoverageMask(x: x, y: y, width: max(0, width), height: max(0, height),
                     values: [Float](repeating: 1, count: max(0, width) * max(0, height)))
    }

    /// Whether nothing is covered.
    var isEmpty: Bool { width == 0 || height == 0 }

    /// The coverage at a canvas pixel.
    @inline(__always) func value(atX px: Int, y py: Int) -> Float {
        let cx = px - x, cy = py - y
        guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
        return values[cy * width + cx]
    }

    /// The product of two masks over the intersection of their rectangles (a clip intersected with a path).
    func intersected(with other: CoverageMask) -> CoverageMask {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        guard x1 > x0, y1 > y0 else { return .empty }
        var result = CoverageMask(x: x0, y: y0, width: x1 - x0, height: y1 - y0,
                                  values: [Float](repeating: 0, count: (x1 - x0) * (y1 - y0)))
        result.values.withUnsafeMutableBufferPointer { out in
            values.withUnsafeBufferPointer { a in
                other.values.withUnsafeBufferPointer { b in
                    for row in y0..<y1 {
                        let ao = (row - y) * width - x, bo = (row - other.y) * other.width - other.x
                        let oo = (row - y0) * (x1 - x0) - x0
                        for col in x0..<x1 { out[oo + col] = a[ao + col] * b[bo + col] }
                    }
                }
            }
        }
        return result
    }

    /// The intersection of the two rectangles (values not computed: for bounding a loop).
    func intersectedBounds(with other: CoverageMask) -> CoverageMask {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return CoverageMask(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0), values: [])
    }
}
