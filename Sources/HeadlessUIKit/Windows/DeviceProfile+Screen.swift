import Foundation

extension UIScreen {
    /// Gives the headless screen another size, safe area and scale while `body` runs, then puts the old ones back
    /// (nil: leave that setting as it is). Windows that filled the screen follow its size.
    package func withSettings<T>(size: CGSize?, safeArea: UIEdgeInsets?, scale: CGFloat?, _ body: () throws -> T) rethrows -> T {
        let saved = (bounds, self.scale, safeAreaInsets)
        if let size { bounds = CGRect(origin: .zero, size: size) }
        if let safeArea { safeAreaInsets = safeArea }
        if let scale { self.scale = scale }
        defer {
            bounds = saved.0
            self.scale = saved.1
            safeAreaInsets = saved.2
        }
        return try body()
    }
}

extension DeviceProfile {
    /// Makes the headless screen this device's (size, scale, safe area) while `body` runs, then puts the screen back.
    ///
    /// Windows that filled the screen follow its size (UIScreen.bounds), so a window made inside `body` with
    /// `UIScreen.main.bounds` is the device's full screen.
    @MainActor package func withScreen<T>(landscape: Bool = false, _ body: () throws -> T) rethrows -> T {
        try UIScreen.main.withSettings(size: size(landscape: landscape), safeArea: safeArea(landscape: landscape),
                                       scale: scale, body)
    }
}
