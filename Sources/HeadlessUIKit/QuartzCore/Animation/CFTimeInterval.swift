import Foundation

/// Core Foundation's time interval, in seconds (Core Animation's times use it; Linux's Foundation lacks the name).
public typealias CFTimeInterval = Double
