/// A rectangle as IB writes it (`<rect key="frame" x= y= width= height=/>`).
public struct IBRect: Sendable, Hashable, Codable {
    /// The origin's x.
    public var x: Double
    /// The origin's y.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A point (`<point key= x= y=/>`).
public struct IBPoint: Sendable, Hashable, Codable {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size (`<size key= width= height=/>`).
public struct IBSize: Sendable, Hashable, Codable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Edge insets (`<inset key= minX= minY= maxX= maxY=/>`, `<directionalEdgeInsets key= top= leading= bottom= trailing=/>`).
public struct IBInsets: Sendable, Hashable, Codable {
    /// Top inset (`minY` / `top`).
    public var top: Double
    /// Left or leading inset (`minX` / `leading`).
    public var left: Double
    /// Bottom inset (`maxY` / `bottom`).
    public var bottom: Double
    /// Right or trailing inset (`maxX` / `trailing`).
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A range (`<range key= location= length=/>`).
public struct IBRange: Sendable, Hashable, Codable {
    /// The start location.
    public var location: Int
    /// The length.
    public var length: Int

    /// Creates a range.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

/// The autoresizing mask (`<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`).
public struct IBAutoresizingMask: Sendable, Hashable, Codable {
    /// `flexibleLeftMargin`.
    public var flexibleMinX = false
    /// `widthSizable`.
    public var widthSizable = false
    /// `flexibleRightMargin`.
    public var flexibleMaxX = false
    /// `flexibleTopMargin`.
    public var flexibleMinY = false
    /// `heightSizable`.
    public var heightSizable = false
    /// `flexibleBottomMargin`.
    public var flexibleMaxY = false

    /// Creates an empty mask.
    public init() {}

    /// The mask as `UIView.AutoresizingMask` raw bits (left 1, width 2, right 4, top 8, height 16, bottom 32).
    public var rawValue: UInt {
        var v: UInt = 0
        if flexibleMinX { v |= 1 }
        if widthSizable { v |= 2 }
        if flexibleMaxX { v |= 4 }
        if flexibleMinY { v |= 8 }
        if heightSizable { v |= 16 }
        if flexibleMaxY { v |= 32 }
        return v
    }
}
