module shapes
contains
  real function area(r)
    real, intent(in) :: r
    area = 3.14159 * r * r
  end function
end module
