import Foundation
import HeadlessUIKit
#if canImport(Glibc)
import Glibc
#endif

/// The container rows of `headless benchmark` (issue 14), each beside its floor and measured in the same run:
/// appearance forwarding to 10,000 children, an animated push and pop drained by the clock, and the memory of a
/// controller whose view has not loaded. `headless benchmark --containers` runs them alone.
@MainActor
enum ContainerBenchmark {
    /// How many children the appearance row's window holds, and how many controllers the memory row makes.
    static let childCount = 10_000

    /// Runs the three rows and prints them.
    static func run(passes: Int) {
        #if DEBUG
        print("Warning: a debug build. Measure with: swift run -c release headless benchmark --containers")
        #endif
        // Memory first, before the other rows leave freed blocks and grown tables (the registry of live controllers)
        // behind for the controllers to reuse.
        UIApplication.shared.resetForTesting()
        memoryRow()
        UIApplication.shared.resetForTesting()
        appearanceRow(passes: passes)
        UIApplication.shared.resetForTesting()
        navigationRow(passes: passes)
        UIApplication.shared.resetForTesting()
    }

    // MARK: Appearance forwarding

    /// A window whose root holds 10,000 children is shown, then hidden (each drained): every child gets
    /// viewWillAppear, viewIsAppearing and viewDidAppear, then viewWillDisappear and viewDidDisappear. The floor
    /// calls three overridable methods on 10,000 plain objects.
    static func appearanceRow(passes: Int) {
        let root = UIViewController()
        for _ in 0..<childCount {
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        let window = UIWindow()
        window.rootViewController = root
        var show = Double.infinity, hide = Double.infinity
        for _ in 0..<max(1, passes) {
            show = min(show, seconds {
                window.isHidden = false
                UIApplication.shared.runUntilIdle()
            })
            hide = min(hide, seconds {
                window.isHidden = true
                UIApplication.shared.runUntilIdle()
            })
        }
        let objects = (0..<childCount).map { FloorObject.make($0) }
        let floor = bestFloor(passes: passes) {
            for object in objects {
                object.willAppear()
                object.isAppearing()
                object.didAppear()
            }
        }
        print("Appearance forwarding, a window whose root has \(childCount) children (best of \(passes)):")
        row("show: will/isAppearing/didAppear to each child", show, floor)
        row("hide: will/didDisappear to each child", hide, floor)
        row("floor: 3 overridable calls on \(childCount) objects", floor, floor)
        withExtendedLifetime(window) {}
    }

    // MARK: Navigation

    /// An animated push and pop on a navigation controller in a visible window, each drained by the clock
    /// (`runUntilIdle()` advances it to the animation's end): once pushing the same controller every time, once a
    /// fresh one (its init and view load included). The floor makes as many overridable calls as the pair sends
    /// callbacks (counted once with a `LifecycleRecorder`).
    static func navigationRow(passes: Int) {
        let pairs = 2_000
        let top = UIViewController()
        let reused = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        func pair(_ pushed: UIViewController) {
            navigation.pushViewController(pushed, animated: true)
            UIApplication.shared.runUntilIdle()
            navigation.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
        }
        pair(reused)  // loads the reused controller's view once, outside the timing
        print("Navigation, an animated push and pop drained by the clock (\(pairs) pairs, best of \(passes)):")
        for fresh in [false, true] {
            let recorder = LifecycleRecorder()
            pair(fresh ? UIViewController() : reused)
            let callbacks = recorder.lines.count
            recorder.stop()
            var best = Double.infinity
            for _ in 0..<max(1, passes) {
                best = min(best, seconds { for _ in 0..<pairs { pair(fresh ? UIViewController() : reused) } })
            }
            let objects = (0..<callbacks).map { FloorObject.make($0) }
            let floor = bestFloor(passes: passes) {
                for _ in 0..<pairs {
                    for object in objects { object.willAppear() }
                }
            }
            let label = fresh ? "push + pop of a new controller, per pair" : "push + pop of the same controller, per pair"
            row(label, best / Double(pairs), floor / Double(pairs), unit: "µs")
            row("  floor: its \(callbacks) callbacks, as calls", floor / Double(pairs), floor / Double(pairs), unit: "µs")
        }
        withExtendedLifetime(window) {}
    }

    // MARK: Memory

    /// The bytes a UIViewController allocates before its view loads (heap in use before and after making 10,000,
    /// by `mallinfo2`), against a plain class with the same stored properties: the controller object's own
    /// allocation (`malloc_usable_size`), which is what such a class costs when its initial values allocate nothing.
    static func memoryRow() {
        #if canImport(Glibc)
        var controllers: [UIViewController] = []
        controllers.reserveCapacity(childCount)
        var plain: [FloorObject] = []
        plain.reserveCapacity(childCount)
        let before = heapInUse()
        for _ in 0..<childCount { controllers.append(UIViewController()) }
        let after = heapInUse()
        for _ in 0..<childCount { plain.append(FloorObject()) }
        let perController = Double(after - before) / Double(childCount)
        let instance = mallocUsableSize(Unmanaged.passUnretained(controllers[0]).toOpaque())
        let plainInstance = mallocUsableSize(Unmanaged.passUnretained(plain[0]).toOpaque())
        let loaded = controllers.contains { $0.isViewLoaded }
        print("Memory of a UIViewController before its view loads (\(childCount) made\(loaded ? "; some views loaded!" : "")):")
        print("  allocated per controller (mallinfo2 delta)         \(String(format: "%8.0f", perController)) bytes   \(String(format: "%5.2f", perController / Double(instance)))× floor")
        print("  floor: its own object, a plain class with the same stored properties (malloc_usable_size)  \(instance) bytes")
        print("  for scale: an object with one stored Int                 \(plainInstance) bytes")
        print("  stored properties, UIViewController and its superclasses: \(storedPropertyCount(of: controllers[0]))")
        withExtendedLifetime(controllers) {}
        withExtendedLifetime(plain) {}
        #else
        print("Memory row: needs Glibc's mallinfo2 (Linux).")
        #endif
    }

    /// How many stored properties `object` has, its superclasses' included (by `Mirror`).
    static func storedPropertyCount(of object: AnyObject) -> Int {
        var count = 0
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            count += current.children.count
            mirror = current.superclassMirror
        }
        return count
    }

    #if canImport(Glibc)
    /// Bytes of heap in use (allocated chunks, main arena and mmapped), from glibc's `mallinfo2`.
    static func heapInUse() -> Int {
        // Swift's Glibc module leaves out <malloc.h>, so the function is found with dlsym. Its result, ten size_t
        // fields (80 bytes), comes back through a caller-provided buffer like any C struct over 16 bytes; `stat`
        // (144 bytes, all integers) is such a buffer, read back as words: uordblks is the 8th, hblkhd the 5th.
        typealias MallInfo2 = @convention(c) () -> stat
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return 0 }
        var info = unsafeBitCast(symbol, to: MallInfo2.self)()
        return withUnsafeBytes(of: &info) { words in
            Int(words.load(fromByteOffset: 7 * 8, as: UInt64.self)) + Int(words.load(fromByteOffset: 4 * 8, as: UInt64.self))
        }
    }

    /// The usable size of the heap block at `pointer` (glibc's `malloc_usable_size`, found with dlsym).
    static func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int {
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return 0 }
        return unsafeBitCast(symbol, to: UsableSize.self)(pointer)
    }
    #endif

    // MARK: Plumbing

    /// Wall-clock seconds of one run of `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The fastest of `passes` runs of a floor loop (repeated 10 times per run so it is long enough to time).
    static func bestFloor(passes: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, passes) {
            best = min(best, seconds { for _ in 0..<10 { body() } } / 10)
        }
        return best
    }

    /// Prints one row: its time and its ratio to the floor.
    static func row(_ label: String, _ seconds: Double, _ floor: Double, unit: String = "ms") {
        let value = unit == "µs" ? seconds * 1e6 : seconds * 1e3
        let ratio = floor > 0 ? seconds / floor : 0
        print("  \(label.padding(toLength: 52, withPad: " ", startingAt: 0)) \(String(format: "%10.2f", value)) \(unit)   \(String(format: "%8.1f", ratio))× floor")
    }
}

/// The floor's object: a plain class whose three methods can be overridden (dynamic dispatch, not inlined away).
class FloorObject {
    /// A counter the methods bump, so the calls do work the optimizer must keep.
    var calls = 0
    /// Stands for viewWillAppear.
    @inline(never) func willAppear() { calls &+= 1 }
    /// Stands for viewIsAppearing.
    @inline(never) func isAppearing() { calls &+= 1 }
    /// Stands for viewDidAppear.
    @inline(never) func didAppear() { calls &+= 1 }

    /// Object `index` of a floor: every seventh is a subclass, so calls go through the class's table as a
    /// controller's callbacks do.
    static func make(_ index: Int) -> FloorObject { index % 7 == 0 ? FloorObjectSubclass() : FloorObject() }
}

/// A subclass so that `FloorObject`'s methods dispatch through the class table.
final class FloorObjectSubclass: FloorObject {
    /// Stands for an overriding viewWillAppear.
    override func willAppear() { calls &+= 2 }
}
