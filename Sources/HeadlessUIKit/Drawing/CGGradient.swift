import Foundation

/// CoreGraphics' gradient: colours at locations 0…1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: Sendable {
    /// The colours, in order.
    let colors: [CGColor]
    /// Their locations, ascending, as many as the colours.
    let locations: [CGFloat]

    /// A gradient of `colors` at `locations` (nil: spread evenly from 0 to 1); nil when there are no colours.
    /// On Apple platforms `colors` is a `CFArray` (`[a, b] as CFArray`); here an array of `CGColor`.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        self.colors = colors
        if let locations {
            self.locations = Array(UnsafeBufferPointer(start: locations, count: colors.count))
        } else {
            self.locations = CGGradient.evenLocations(colors.count)
        }
    }

    /// A gradient from components (`count` colours of the space's components plus alpha each).
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let per = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count * per))
        let colors = (0..<count).map { i -> CGColor in
            let c = values[(i * per)..<((i + 1) * per)].map { $0 }
            return per == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        let stops = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? CGGradient.evenLocations(count)
        self.init(colors: colors, locations: stops)
    }

    init(colors: [CGColor], locations: [CGFloat]) {
        self.colors = colors
        self.locations = locations
    }

    /// 0…1 in `count` even steps (one colour: at 0).
    static func evenLocations(_ count: Int) -> [CGFloat] {
        count <= 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}
