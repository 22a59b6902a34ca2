open class ViewController {
  public init() {}
}
