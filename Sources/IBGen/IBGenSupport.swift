/// The support types every generated file ends with (after SwiftGen's and R.swift's), written for UIKit's API only.
enum IBGenSupport {
    /// The code, with `access` (`internal`, `public`) on each declaration.
    static func code(access: String) -> String {
        template.replacingOccurrences(of: "ACCESS ", with: access + " ")
    }

    private static let template = #"""
    // MARK: - Implementation details

    /// A storyboard, by name.
    ACCESS protocol StoryboardType {
        /// The storyboard's name (`Main`).
        static var storyboardName: String { get }
    }

    ACCESS extension StoryboardType {
        /// The storyboard, from `IBResources.bundle`.
        @MainActor static var storyboard: UIStoryboard {
            UIStoryboard(name: storyboardName, bundle: IBResources.bundle)
        }
    }

    /// An identified scene whose controller is a `T`.
    ACCESS struct SceneType<T: UIViewController>: Sendable {
        /// The storyboard's name.
        ACCESS let storyboardName: String
        /// The scene's storyboard identifier.
        ACCESS let identifier: String

        /// The scene `identifier` of `storyboard`.
        ACCESS init(storyboard: StoryboardType.Type, identifier: String) {
            self.storyboardName = storyboard.storyboardName
            self.identifier = identifier
        }

        /// A new controller of the scene; stops when it is not a `T` (`IBResources.validate()` finds that first).
        @MainActor ACCESS func instantiate() -> T {
            let controller = UIStoryboard(name: storyboardName, bundle: IBResources.bundle).instantiateViewController(withIdentifier: identifier)
            guard let typed = controller as? T else {
                fatalError("ViewController '\(identifier)' is not of the expected class \(T.self).")
            }
            return typed
        }

        /// Why the scene does not instantiate as a `T`, if it does not.
        @MainActor func problem() -> String? {
            let controller = UIStoryboard(name: storyboardName, bundle: IBResources.bundle).instantiateViewController(withIdentifier: identifier)
            return controller is T ? nil : "scene '\(identifier)' of \(storyboardName).storyboard instantiates \(type(of: controller)), not \(T.self)"
        }
    }

    /// A storyboard's initial scene, whose controller is a `T`.
    ACCESS struct InitialSceneType<T: UIViewController>: Sendable {
        /// The storyboard's name.
        ACCESS let storyboardName: String

        /// The initial scene of `storyboard`.
        ACCESS init(storyboard: StoryboardType.Type) {
            self.storyboardName = storyboard.storyboardName
        }

        /// A new initial controller; stops when there is none or it is not a `T`.
        @MainActor ACCESS func instantiate() -> T {
            guard let controller = UIStoryboard(name: storyboardName, bundle: IBResources.bundle).instantiateInitialViewController() as? T else {
                fatalError("The initial view controller of \(storyboardName) is not of the expected class \(T.self).")
            }
            return controller
        }

        /// Why the initial scene does not instantiate as a `T`, if it does not.
        @MainActor func problem() -> String? {
            let controller = UIStoryboard(name: storyboardName, bundle: IBResources.bundle).instantiateInitialViewController()
            guard let controller else { return "\(storyboardName).storyboard has no initial view controller" }
            return controller is T ? nil : "the initial scene of \(storyboardName).storyboard instantiates \(type(of: controller)), not \(T.self)"
        }
    }

    /// A segue identifier.
    ACCESS protocol SegueType: RawRepresentable where RawValue == String {}

    ACCESS extension SegueType {
        /// The segue's case, when its identifier is one of this type's.
        @MainActor init?(_ segue: UIStoryboardSegue) {
            guard let identifier = segue.identifier else { return nil }
            self.init(rawValue: identifier)
        }
    }

    ACCESS extension UIViewController {
        /// `performSegue(withIdentifier:sender:)` with a typed identifier.
        @MainActor func perform<S: SegueType>(segue: S, sender: Any? = nil) {
            performSegue(withIdentifier: segue.rawValue, sender: sender)
        }
    }

    /// A reuse identifier whose cells are `Cell`s.
    ACCESS struct ReuseIdentifier<Cell: UIView>: Sendable {
        /// The identifier.
        ACCESS let identifier: String

        /// The identifier `identifier`.
        ACCESS init(identifier: String) {
            self.identifier = identifier
        }
    }

    ACCESS extension ReuseIdentifier where Cell: UITableViewCell {
        /// A dequeued cell; stops when it is not a `Cell`.
        @MainActor func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Cell {
            guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell else {
                fatalError("The cell '\(identifier)' is not of the expected class \(Cell.self).")
            }
            return cell
        }
    }

    ACCESS extension ReuseIdentifier where Cell: UICollectionViewCell {
        /// A dequeued cell; stops when it is not a `Cell`.
        @MainActor func dequeue(from collectionView: UICollectionView, for indexPath: IndexPath) -> Cell {
            guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
                fatalError("The cell '\(identifier)' is not of the expected class \(Cell.self).")
            }
            return cell
        }
    }

    /// A xib whose File's Owner is an `Owner` and whose first top-level view is a `FirstView`.
    ACCESS struct NibFile<Owner: AnyObject, FirstView: UIView>: Sendable {
        /// The nib's name.
        ACCESS let name: String

        /// The nib `name`.
        ACCESS init(name: String) {
            self.name = name
        }

        /// The nib, from `IBResources.bundle`.
        @MainActor ACCESS var nib: UINib {
            UINib(nibName: name, bundle: IBResources.bundle)
        }

        /// The nib's top-level objects, made with `owner` as File's Owner.
        @MainActor ACCESS func instantiate(withOwner owner: Owner?, options: [UINib.OptionsKey: Any]? = nil) -> [Any] {
            nib.instantiate(withOwner: owner, options: options)
        }

        /// The first top-level view, made with `owner` as File's Owner.
        @MainActor ACCESS func firstView(withOwner owner: Owner?, options: [UINib.OptionsKey: Any]? = nil) -> FirstView? {
            instantiate(withOwner: owner, options: options).lazy.compactMap { $0 as? UIView }.first as? FirstView
        }
    }

    /// What `IBResources.validate()` found: one line per problem.
    ACCESS struct IBResourcesValidationError: Error, CustomStringConvertible {
        /// Each problem.
        ACCESS let problems: [String]

        /// The problems, one a line.
        ACCESS var description: String {
            "IBResources.validate() found \(problems.count) problem(s):\n" + problems.map { "- " + $0 }.joined(separator: "\n")
        }
    }

    """#
}
