program user
  use shapes
  print *, area(2.0)
end program
