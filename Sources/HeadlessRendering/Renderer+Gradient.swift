import Foundation
import HeadlessUIKit

extension Renderer {
    /// Fills the current clip, within `bounds`, with a gradient; beyond its ends the end colours extend.
    func drawGradient(_ gradient: DrawingGradient, bounds: CGRect) {
        guard !gradient.colors.isEmpty else { return }
        let mask = coverage(of: bounds)
        let lut = Self.gradientTable(gradient)
        let inverse = deviceTransform.inverted()
        let start = gradient.start, end = gradient.end
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let lengthSquared = dx * dx + dy * dy
        let radius = lengthSquared.squareRoot()
        let radial = gradient.kind == .radial
        let shader: (Int, Int) -> PremultipliedColor = { x, y in
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
            let px = Double(p.x - start.x), py = Double(p.y - start.y)
            var t: Double
            if radial {
                t = radius > 0 ? (px * px + py * py).squareRoot() / radius : 1
            } else {
                t = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
            }
            t = min(max(t, 0), 1)
            return lut[Int(t * 255 + 0.5)]
        }
        paint { $0.paint(.shader(shader), mask: mask, clip: state.clip, alpha: state.alpha) }
    }

    /// 256 premultiplied colours along the gradient: straight components interpolated between stops, then
    /// premultiplied. Locations missing or of the wrong count are spread evenly.
    static func gradientTable(_ gradient: DrawingGradient) -> [PremultipliedColor] {
        let colors = gradient.colors.map { c -> [Double] in
            let comps = (c.components ?? [0, 0, 0, 1]).map { min(max(Double($0), 0), 1) }
            return comps.count >= 4 ? Array(comps.prefix(4)) : [0, 0, 0, 1]
        }
        var locations = gradient.locations.map { Double($0) }
        if locations.count != colors.count {
            locations = colors.count == 1 ? [0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
        }
        return (0..<256).map { i in
            let t = Double(i) / 255
            var c = colors[0]
            if t >= locations[locations.count - 1] { c = colors[colors.count - 1] }
            else if t > locations[0] {
                for k in 1..<locations.count where t <= locations[k] {
                    let span = locations[k] - locations[k - 1]
                    let f = span > 0 ? (t - locations[k - 1]) / span : 1
                    c = (0..<4).map { colors[k - 1][$0] + (colors[k][$0] - colors[k - 1][$0]) * f }
                    break
                }
            }
            let a = Float(c[3])
            return PremultipliedColor(r: Float(c[0]) * a, g: Float(c[1]) * a, b: Float(c[2]) * a, a: a)
        }
    }
}
