import Foundation
import UIKit

/// Counts seconds while it runs (a repeating Timer, as apps use for clocks and polling).
final class Ticker {
    private var timer: Timer?
    private(set) var ticks = 0
    var onTick: (() -> Void)?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
            self?.ticks += 1
            self?.onTick?()
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}
