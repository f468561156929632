import Foundation
import HeadlessUIKit

/// A polygon edge in device pixels.
struct Edge {
    var x0: Double, y0: Double, x1: Double, y1: Double
}

/// Anti-aliased coverage of polygons: 16 sub-scanlines per pixel row, each crossing exact horizontally
/// (spans accumulated as differences and summed once per row). Deterministic: no randomness, fixed order.
enum ScanlineRasterizer {
    /// Sub-scanlines per pixel row.
    static let subsamples = 16

    /// The coverage of closed polygons (`polygons` are closed implicitly) inside a `width` × `height` canvas.
    static func coverage(of polygons: [[CGPoint]], rule: DrawingFillRule, width: Int, height: Int) -> CoverageMask {
        // Oriented edges: top to bottom, with +1 for an edge going down and -1 for one going up.
        var edges: [(y0: Double, y1: Double, x0: Double, slope: Double, dir: Int)] = []
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count >= 2 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                minX = min(minX, a.x); maxX = max(maxX, a.x); minY = min(minY, a.y); maxY = max(maxY, a.y)
                if a.y == b.y { continue }
                if a.y < b.y {
                    edges.append((a.y, b.y, a.x, (b.x - a.x) / (b.y - a.y), 1))
                } else {
                    edges.append((b.y, a.y, b.x, (a.x - b.x) / (a.y - b.y), -1))
                }
            }
        }
        guard !edges.isEmpty else { return .empty }
        let left = max(0, Int(floor(minX))), right = min(width, Int(ceil(maxX)))
        let top = max(0, Int(floor(minY))), bottom = min(height, Int(ceil(maxY)))
        guard right > left, bottom > top else { return .empty }
        edges.sort { $0.y0 != $1.y0 ? $0.y0 < $1.y0 : $0.x0 < $1.x0 }

        let maskWidth = right - left
        var mask = CoverageMask(x: left, y: top, width: maskWidth, height: bottom - top,
                                values: [Float](repeating: 0, count: maskWidth * (bottom - top)))
        var accumulator = [Float](repeating: 0, count: maskWidth + 2)
        var active: [Int] = []
        var crossings: [(x: Double, dir: Int)] = []
        active.reserveCapacity(64); crossings.reserveCapacity(64)
        var next = 0
        let step = 1 / Double(subsamples), weight = Float(step)
        let limit = Double(maskWidth)

        mask.values.withUnsafeMutableBufferPointer { out in
            accumulator.withUnsafeMutableBufferPointer { acc in
                for row in top..<bottom {
                    for i in 0..<acc.count { acc[i] = 0 }
                    var touched = false
                    for sub in 0..<subsamples {
                        let sy = Double(row) + (Double(sub) + 0.5) * step
                        while next < edges.count, edges[next].y0 <= sy { active.append(next); next += 1 }
                        active.removeAll { edges[$0].y1 <= sy }
                        crossings.removeAll(keepingCapacity: true)
                        for index in active where edges[index].y0 <= sy {
                            let edge = edges[index]
                            crossings.append((edge.x0 + (sy - edge.y0) * edge.slope - Double(left), edge.dir))
                        }
                        guard crossings.count >= 2 else { continue }
                        // Insertion sort: the list is short and nearly sorted from one sub-scanline to the next.
                        for i in 1..<crossings.count {
                            let item = crossings[i]
                            var j = i - 1
                            while j >= 0, crossings[j].x > item.x { crossings[j + 1] = crossings[j]; j -= 1 }
                            crossings[j + 1] = item
                        }
                        var winding = 0
                        var spanStart = 0.0
                        for crossing in crossings {
                            let wasInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                            winding += crossing.dir
                            let isInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                            if !wasInside, isInside {
                                spanStart = crossing.x
                            } else if wasInside, !isInside {
                                let a = min(max(spanStart, 0), limit), b = min(max(crossing.x, 0), limit)
                                guard b > a else { continue }
                                touched = true
                                let ia = Int(a), ib = Int(b)
                                let fa = Float(a - Double(ia)), fb = Float(b - Double(ib))
                                acc[ia] += (1 - fa) * weight; acc[ia + 1] += fa * weight
                                acc[ib] -= (1 - fb) * weight; acc[ib + 1] -= fb * weight
                            }
                        }
                    }
                    guard touched else { continue }
                    var sum: Float = 0
                    let base = (row - top) * maskWidth
                    for col in 0..<maskWidth {
                        sum += acc[col]
                        out[base + col] = sum <= 0.0001 ? 0 : (sum >= 0.9999 ? 1 : sum)
                    }
                }
            }
        }
        return mask
    }
}
