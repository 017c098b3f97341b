extension RecipeSearch {
    /// Whether `recipe` passes the kind, method and kcal filters.
    public func allows(_ recipe: Recipe) -> Bool {
        if let kind, recipe.kind != kind { return false }
        if let method, !RecipeCategory.fits(name: recipe.name, stored: recipe.method, method: method) { return false }
        if let maxKcal { guard let kcal = recipe.kcal, kcal <= maxKcal else { return false } }
        return true
    }
}
